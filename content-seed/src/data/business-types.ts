// The nine business types: dropdown entries, home industry cards and landing pages at /{slug}.
import type { SeedBusinessType } from '../types'

/** Joins paragraphs with a blank line, which the landing page renders as separate paragraphs. */
const paragraphs = (...parts: string[]) => parts.join('\n\n')

export const businessTypes: SeedBusinessType[] = [
  {
    slug: 'fashion-boutique',
    order: 10,
    navLabel: 'Fashion Boutiques',
    icon: 'store',
    cardDescription:
      'Stock local labels on consignment, share window space and cross-promote with neighbouring businesses your customers already love.',
    seoTitle: 'Fashion Boutique Collaborations & Partnerships | {brand}',
    metaDescription:
      'Grow your fashion boutique with local partners: share space with designers, makers and cafes, stock new labels on consignment and cross-promote.',
    keywords:
      'fashion boutique partnerships, boutique collaborations, consignment for boutiques, local designer stockists, boutique pop-up, retail cross-promotion',
    headline: 'Turn Your Boutique Into a Destination',
    introText:
      'Your boutique is more than a shop: it is a curated space your customers trust. Kindred connects you with local designers, jewellers, skincare makers and neighbouring businesses who share your customers, so you can fill your racks with fresh labels, earn from the space you already have and reach shoppers who have not found you yet.',
    ctaText: 'Start Collaborating',
    section1Title: 'Fresh Labels Without the Upfront Stock Risk',
    section1Content: paragraphs(
      'Independent designers and makers are looking for exactly what you have: a beautiful physical space and a loyal clientele. Through Kindred you can bring their pieces in on consignment, agree on a commission on sales, and only pay out when something sells.',
      'Rotate capsule collections each season, trial new categories like accessories or candles before you commit to a wholesale order, and give your regulars a reason to come back and see what has changed. Every agreement, milestone and payout sits on one shared dashboard, so there are no spreadsheets to chase at the end of the month.',
    ),
    section2Title: 'Reach Shoppers Who Already Love Your Neighbours',
    section2Content: paragraphs(
      "The cafe down the street, the yoga studio around the corner and the florist across the road all serve the people you want through your door. Kindred helps you set up simple cross-promotions: a styled rack at a studio event, a flyer in an online store's parcels, a feature in each other's newsletters, or a shared discount code for a weekend shopping trail.",
      'Because each collaboration has its own affiliate link or discount code, you can see which partnerships actually bring people in, and put more energy into the ones that do.',
    ),
  },
  {
    slug: 'coffee-shop',
    order: 20,
    navLabel: 'Coffee Shops & Bakeries',
    icon: 'coffee',
    cardDescription:
      'Sell local products on your counter, swap offers with neighbours and turn your daily foot traffic into new revenue.',
    seoTitle: 'Coffee Shop & Bakery Collaborations & Partnerships | {brand}',
    metaDescription:
      'Partner your cafe or bakery with roasters, makers and neighbours: sell partner products on your counter, swap offers and earn from your foot traffic.',
    keywords:
      'cafe partnerships, coffee shop collaborations, bakery partnerships, local cafe marketing, cafe consignment, cross-promotion for cafes',
    headline: 'Your Counter Is Prime Real Estate',
    introText:
      'Every morning your cafe welcomes the same familiar faces, plus a steady stream of new ones. That daily foot traffic is valuable to local brands who want to be seen, and your regulars are exactly the people nearby businesses want to meet. Kindred helps coffee shops and bakeries turn that attention into partnerships that pay, without changing what makes your place special.',
    ctaText: 'Start Collaborating',
    section1Title: 'Earn From the Space You Already Have',
    section1Content: paragraphs(
      'A shelf by the register, a spot on the community board, a stack of flyers beside the sugar: small spaces in a busy cafe are seen by a lot of people every week. List them on Kindred and let local brands book them for a placement fee, a commission on sales or a simple swap.',
      "Stock a local honey producer's jars on consignment, sell the ceramicist's cups you already serve in, or offer a neighbour's granola alongside your coffee. You choose who you work with and what fits your space.",
    ),
    section2Title: 'Bring New Regulars Through the Door',
    section2Content: paragraphs(
      "Partnerships work both ways. Team up with the gym around the corner for a post-class coffee offer, put a voucher in a local online store's parcels, or feature in a wellness studio's newsletter. Kindred gives each collaboration its own discount code or link, so you can see how many new customers each partner actually sends you.",
      'For bakeries, wholesale and catering partnerships with offices, wine bars and event spaces can open a second income stream, and Kindred keeps the agreements, invoices and payouts in one place.',
    ),
  },
  {
    slug: 'wellness-studio',
    order: 30,
    navLabel: 'Yoga & Pilates Studios',
    icon: 'flower',
    cardDescription:
      'Partner with activewear labels, healthy cafes and health practitioners to give members more and fill your classes.',
    seoTitle: 'Yoga & Pilates Studio Partnerships | {brand}',
    metaDescription:
      'Grow your yoga, Pilates or wellness studio with activewear labels, cafes, physios and skincare brands: offer members more and reach new ones.',
    keywords:
      'yoga studio partnerships, pilates studio collaborations, wellness studio marketing, activewear consignment, wellness cross-promotion',
    headline: 'Grow Your Studio Community Through Partnerships',
    introText:
      'People choose a studio for the community as much as for the classes. Kindred helps yoga, Pilates and wellness studios grow that community beyond the mat, partnering with activewear labels, healthy cafes, physiotherapists, naturopaths and skincare makers who share your values and your members.',
    ctaText: 'Start Collaborating',
    section1Title: 'Offer Members More, Earn More',
    section1Content: paragraphs(
      "Your reception area and change rooms are where members linger. Stock a local activewear label on consignment, offer a skincare brand's samples in the bathrooms, or host a pop-up after a weekend workshop. Agree on a commission on sales or a placement fee, and let Kindred handle the invoicing and payouts.",
      'Members discover products that suit their practice, partners reach a warm and engaged audience, and your studio earns from space that would otherwise sit quiet between classes.',
    ),
    section2Title: 'Fill Classes With the Right People',
    section2Content: paragraphs(
      "The best new members often come from businesses your current members already visit. Swap offers with a nearby cafe, include a free-class pass in an online store's orders, co-host a workshop with a physio, or feature in each other's newsletters.",
      'Each collaboration gets its own tracking code, so you can see which partners genuinely bring people to your classes, and nurture those relationships over time.',
    ),
  },
  {
    slug: 'wine-bar',
    order: 40,
    navLabel: 'Wine Bars & Bottle Shops',
    icon: 'wine',
    cardDescription:
      'Host tastings with local producers, stock small-batch labels and team up with neighbouring venues for events.',
    seoTitle: 'Wine Bar & Bottle Shop Partnerships | {brand}',
    metaDescription:
      'Partner your wine bar or bottle shop with winemakers, producers and local businesses: host tastings, stock small-batch labels and cross-promote.',
    keywords:
      'wine bar partnerships, bottle shop collaborations, winery partnerships, wine tasting events, local producer partnerships, hospitality cross-promotion',
    headline: 'Pour Your Energy Into Partnerships That Pay',
    introText:
      'Wine bars and bottle shops are natural gathering places, and small producers are always looking for a room full of people who care about what is in the glass. Kindred connects you with winemakers, distillers, cheesemakers, caterers and neighbouring venues, so you can bring in new drops, host memorable events and reach customers beyond your regulars.',
    ctaText: 'Start Collaborating',
    section1Title: 'Curate Small-Batch Labels and Local Produce',
    section1Content: paragraphs(
      'Discover small producers who would love a place on your list or your shelves. Trial a new label on consignment before committing to a case order, feature a producer of the month, or sell local cheese, charcuterie and glassware alongside your wine.',
      'Agree on wholesale, consignment or commission terms up front, and track every order, invoice and payout on a shared dashboard. Responsible service of alcohol and your licence conditions always stay in your hands.',
    ),
    section2Title: 'Fill Quieter Nights With Collaborative Events',
    section2Content: paragraphs(
      "A tasting with a visiting winemaker, a pairing night with the bakery down the road or a takeover with a local restaurant gives people a reason to come out on a Tuesday. Kindred helps you find the right partners and share the promotion across each other's newsletters and socials.",
      "Bottle shops can add a partner's flyer or offer to every bag, or team up with online stores on gift hampers, with codes that show which collaborations bring new customers back.",
    ),
  },
  {
    slug: 'ecommerce-brand',
    order: 50,
    aliases: [{ slug: 'online-store' }],
    navLabel: 'Online Stores',
    icon: 'cart',
    cardDescription:
      'Swap package inserts and newsletter features with complementary brands, and get your products onto real shelves.',
    seoTitle: 'Online Store Collaborations & Partnerships | {brand}',
    metaDescription:
      'Grow your online store with brand collaborations: package-insert swaps, newsletter features, affiliate partners and placements in physical shops.',
    keywords:
      'ecommerce collaborations, online store partnerships, Shopify brand collaborations, package insert marketing, newsletter swaps, affiliate partnerships',
    headline: 'Grow Your Online Store Beyond the Screen',
    introText:
      'Paid ads keep getting more expensive, and it is harder than ever to stand out in a crowded feed. Kindred gives online stores another way to grow: collaborations with complementary brands and physical shops who already have the customers you want. Connect your Shopify store and Kindred will help you build your profile in minutes.',
    ctaText: 'Connect Your Shopify Store',
    section1Title: 'Every Parcel and Newsletter Is a Channel',
    section1Content: paragraphs(
      "The parcels you ship and the emails you send already reach people who love your brand. Add a partner's flyer or sample to your orders, feature a complementary brand in your newsletter, and appear in theirs. Charge a placement fee, earn a commission on sales, or run a reciprocal swap at no cost.",
      'Kindred creates affiliate links and discount codes for each collaboration, so you can see exactly which partners drive orders, and commissions are invoiced and paid out automatically.',
    ),
    section2Title: 'Get Your Products Into Real Shops',
    section2Content: paragraphs(
      'Shoppers still like to see and touch before they buy. Kindred connects you with boutiques, cafes, studios and gift shops who want fresh products on their shelves, through consignment, wholesale or a paid display.',
      'A physical presence builds trust in your brand, introduces you to local communities and gives customers another place to find you, without the cost of opening a store of your own.',
    ),
  },
  {
    slug: 'interior-designer',
    order: 60,
    navLabel: 'Interior Designers & Architects',
    icon: 'ruler',
    cardDescription:
      'Feature local makers, share referrals with builders and agents, and win new projects through trusted partners.',
    seoTitle: 'Interior Designer & Architect Partnerships | {brand}',
    metaDescription:
      'Interior designers and architects: partner with furniture makers, builders, stylists and property professionals for referrals and new projects.',
    keywords:
      'interior designer partnerships, architect collaborations, design referral network, local maker partnerships, furniture maker collaborations',
    headline: 'Design Partnerships That Bring New Projects',
    introText:
      'Great projects come from great relationships. Kindred helps interior designers and architects connect with makers, builders, stylists, real estate agents and retailers who share your clients and your standards, so referrals flow both ways and your work is seen by the people most likely to commission it.',
    ctaText: 'Start Collaborating',
    section1Title: 'Showcase Local Makers, Share in Every Sale',
    section1Content: paragraphs(
      'Your studio and your projects are a showroom for the pieces you love. Partner with local furniture makers, lighting designers, ceramicists and textile artists to feature their work, and agree on a commission when clients buy what they see.',
      'Kindred keeps each arrangement clear from the start (what is featured, for how long and on what terms) with invoicing and commission payouts handled for you.',
    ),
    section2Title: 'Build a Referral Network That Works for You',
    section2Content: paragraphs(
      "Builders, real estate agents, property stylists and trades often meet your ideal clients before you do. Set up referral partnerships with a commission on sales or a reciprocal arrangement, co-host an open studio, or feature in each other's newsletters.",
      'Each partnership has its own link or code, so you know where your projects really come from and can thank the partners who send them.',
    ),
  },
  {
    slug: 'real-estate',
    order: 70,
    navLabel: 'Real Estate Professionals',
    icon: 'home',
    cardDescription:
      'Build your local profile with move-in packs, sponsorships and partnerships with well-loved neighbourhood businesses.',
    seoTitle: 'Real Estate Collaborations & Partnerships | {brand}',
    metaDescription:
      'Real estate agents and property managers: partner with local businesses to build your profile, welcome new residents and meet future clients.',
    keywords:
      'real estate partnerships, real estate agent marketing, local business sponsorship, move-in gift partnerships, property manager collaborations',
    headline: 'Be the Agent Your Neighbourhood Knows',
    introText:
      'In real estate, local reputation is everything. Kindred helps agents and property managers build genuine connections with the cafes, boutiques, studios and trades that make a suburb worth living in, so you are known for supporting the community and not just for your signboards.',
    ctaText: 'Start Collaborating',
    section1Title: 'Welcome New Residents With Local Favourites',
    section1Content: paragraphs(
      'Put together move-in packs with offers from local businesses: a coffee from the corner cafe, a first class at a nearby studio, a discount at the bottle shop. Buyers and tenants feel at home sooner, partners meet new customers, and your name is on the welcome.',
      'Kindred helps you find partners, agree on terms (free reciprocal swaps or paid placements) and track which offers actually get used.',
    ),
    section2Title: 'Sponsor the Places People Love',
    section2Content: paragraphs(
      'Sponsor a local event, feature in the newsletters of well-loved neighbourhood businesses, or place your material in spaces your future clients already visit. Shared advertising means your budget supports the community and reaches people where they live.',
      'With affiliate links and discount codes on every collaboration, you can see which partnerships build your profile and lead to conversations with buyers and sellers.',
    ),
  },
  {
    slug: 'trades-services',
    order: 80,
    navLabel: 'Trades & Services',
    icon: 'wrench',
    cardDescription:
      'Swap referrals with complementary trades and get recommended by the local businesses your customers already trust.',
    seoTitle: 'Trades & Services Collaborations & Partnerships | {brand}',
    metaDescription:
      'Electricians, plumbers, builders, landscapers and cleaners: partner with complementary trades and local businesses for trusted referrals and steady work.',
    keywords:
      'trades partnerships, tradie referrals, service business collaborations, local referral network, builder partnerships, home services marketing',
    headline: 'Trusted Referrals, Steady Work',
    introText:
      "Most trade and service work comes from word of mouth. Kindred helps electricians, plumbers, builders, landscapers, cleaners and other service businesses build that word of mouth on purpose, with referral partners, local retailers and complementary trades who already have your future customers' trust.",
    ctaText: 'Start Collaborating',
    section1Title: 'Partner With Complementary Trades',
    section1Content: paragraphs(
      'A kitchen renovation needs a builder, a plumber, an electrician and a tiler. Team up with complementary trades and designers to refer work to each other, quote jobs together and give customers a smoother experience.',
      'Agree on a referral commission or a reciprocal arrangement in Kindred, and the platform takes care of tracking, invoicing and payouts, so everyone is paid fairly and nothing depends on a handshake you have both forgotten.',
    ),
    section2Title: 'Get Known Where Your Customers Shop',
    section2Content: paragraphs(
      "Hardware stores, nurseries, homewares boutiques, real estate agents and property managers all meet people who need a reliable tradie. Leave flyers at a partner's counter, feature in a local newsletter, or offer a discount code to a partner's customers.",
      'Each code shows which partnerships bring in real jobs, so you can focus on the ones that keep your calendar full.',
    ),
  },
  {
    slug: 'startup-tech',
    order: 90,
    navLabel: 'Startups & Tech',
    icon: 'rocket',
    cardDescription:
      'Reach independent businesses through pilots, co-marketing and referral partnerships instead of costly ad campaigns.',
    seoTitle: 'Startup & Tech Collaborations & Partnerships | {brand}',
    metaDescription:
      'Startups and tech companies: reach independent businesses through co-marketing, pilots and referrals, and find early adopters without burning runway.',
    keywords:
      'startup partnerships, tech co-marketing, startup growth strategies, B2B referral partnerships, early adopter programs, SaaS distribution partners',
    headline: 'Find Your First Customers Through Partnerships',
    introText:
      'For a young company, distribution is often harder than building the product. Kindred connects startups and tech companies with independent businesses and complementary brands for pilots, co-marketing and referral partnerships that reach customers without burning your runway on ads.',
    ctaText: 'Start Collaborating',
    section1Title: 'Reach Independent Businesses Directly',
    section1Content: paragraphs(
      'If you build for small business (booking tools, point of sale, marketing software, logistics), Kindred puts you in front of owners who are actively looking for ways to grow. Offer pilots in exchange for feedback, sponsor collaborations, or partner with businesses that recommend your product to their peers.',
      'Affiliate links and discount codes show which partners drive sign-ups, and commission payouts are handled automatically.',
    ),
    section2Title: 'Co-Marketing That Compounds',
    section2Content: paragraphs(
      'Team up with complementary startups for joint webinars, newsletter swaps, bundled offers and content partnerships. Sharing an audience costs far less than building one from scratch, and the credibility of a trusted partner shortens the path to a first sale.',
      'On higher plans, API access and team tools let you fit Kindred into the way your team already works.',
    ),
  },
]
