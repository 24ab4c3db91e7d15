// The home page: hero, features, how it works, industries and the level-playing-field carousel.
import type { SeedPage } from '../../types'

export const homePage: SeedPage = {
  title: 'Home',
  path: '/',
  seo: {
    title: '{brand} - Connect. Collaborate. Grow.',
    description: 'Kindred helps independent businesses find partner businesses and grow together: share space, packaging, newsletters and offers to reach new customers.',
    keywords: 'independent business collaboration, small business partnerships, cross-promotion, retail partnerships, brand collaborations, local business marketing, Australia',
    robots: 'index, follow',
    canonicalPath: '/',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'The collaboration platform for independent businesses',
      heading: 'Connect. Collaborate. Grow.',
      intro:
        'Kindred helps independent businesses find new customers and create new revenue through collaboration. Share your space, packaging, newsletters and offers with businesses that complement yours, and grow together.',
      primaryCta: { label: 'Get Early Access', href: '/register' },
      links: [
        { label: 'Retail Partnerships', href: '/retail-partnerships' },
        { label: 'Online Collaboration', href: '/online-collaboration' },
        { label: 'Growth Strategies', href: '/independent-business-growth-strategies' },
      ],
      note: 'Free to join. Based in Melbourne, serving Australia and the United States.',
    },
    {
      blockType: 'cards',
      anchor: 'monetise-space',
      eyebrow: 'For businesses with space and an audience',
      heading: 'Monetise Your Space',
      intro: 'Your shop floor, shelves, parcels and newsletter are valuable to brands that want to reach your customers. Kindred helps you earn from them, on your terms.',
      variant: 'cards',
      items: [
        {
          icon: 'store',
          title: 'In-Store Space',
          body: 'Rent a shelf, counter or window display to complementary brands, or stock their products on consignment.',
        },
        {
          icon: 'package',
          title: 'Packaging Inserts',
          body: "Include a partner's flyer, sample or offer in the orders you already ship, and earn from every parcel.",
        },
        {
          icon: 'mail',
          title: 'Newsletter Features',
          body: 'Feature a trusted brand in your email newsletter for a placement fee, a commission or a reciprocal swap.',
        },
        {
          icon: 'dollar',
          title: 'You Set the Terms',
          body: 'Choose a paid placement fee, a commission on sales or a reciprocal free collaboration. Invoicing and payouts are automated.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'brand-instore',
      eyebrow: 'For brands and makers',
      heading: 'Get Your Brand In-Store',
      intro: 'Reach shoppers where they make up their minds, through boutiques, cafes and studios that already have their trust.',
      variant: 'stats',
      items: [
        {
          icon: 'store',
          stat: '70%',
          title: 'of purchase decisions are made in-store',
          body: 'Kindred places your products and offers in the physical spaces where your customers already shop, without the cost of a shopfront of your own.',
        },
        {
          icon: 'megaphone',
          stat: '50-70%',
          title: 'less spent on advertising',
          body: 'Shared advertising reduces spend by 50-70%. Pool your reach with partners instead of paying for every impression on your own.',
        },
      ],
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
    {
      blockType: 'cards',
      anchor: 'benefits',
      eyebrow: 'Why Kindred',
      heading: 'Everything You Need to Collaborate With Confidence',
      intro: 'Kindred takes care of the searching, the paperwork and the payments, so you can focus on the partnerships themselves.',
      variant: 'cards',
      items: [
        {
          icon: 'sparkles',
          title: 'AI Partner Matching',
          body: 'Get suggestions for businesses that share your customers and your values, so you spend less time searching.',
        },
        {
          icon: 'handshake',
          title: 'Clear Agreements',
          body: "Partnership agreement templates and a shared dashboard keep every collaboration's terms and milestones clear.",
        },
        {
          icon: 'dollar',
          title: 'Automated Payments',
          body: 'Invoices and commission payouts are handled automatically, so nobody has to chase a payment.',
        },
        {
          icon: 'chart',
          title: 'Measurable Results',
          body: 'Affiliate links, discount codes and a monthly collaboration report show exactly which partners bring in sales.',
        },
        {
          icon: 'shield',
          title: 'Verified Partners',
          body: 'Verified-partner badges help you choose partners with confidence and show others you can be trusted.',
        },
        {
          icon: 'users',
          title: 'A Community of Independents',
          body: 'Join independent businesses across Australia and the United States who would rather grow together than alone.',
        },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'how-it-works',
      eyebrow: 'How it works',
      heading: 'From Profile to Partnership in Three Steps',
      intro: 'Getting started takes minutes, and Kindred stays with you from the first proposal to the final payout.',
      learnMoreLabel: 'Learn More',
      modalCtaLabel: 'Get Started',
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
    {
      blockType: 'industries',
      anchor: 'built-for-business',
      eyebrow: 'Industries',
      heading: 'Built for Your Business',
      intro: 'Whatever you sell or offer, there are businesses nearby and online that share your customers. See how Kindred works for your industry.',
      notListedHeading: "Don't See Your Business?",
      notListedBody: 'Kindred works for any independent business with customers to share. Tell us about yours and we will show you how collaboration can help you grow.',
      notListedCta: { label: 'Get in Touch', href: '/contact' },
    },
    {
      blockType: 'comparison',
      anchor: 'level-playing-field',
      eyebrow: 'Independents, together',
      heading: 'Level the Playing Field',
      intro: 'Big business has marketing departments, product ranges, buying power and shopfronts everywhere. Working together, independent businesses can have the same advantages.',
      labels: {
        bigBusiness: 'Big Business Advantage',
        impact: 'Impact on Independents',
        solution: 'How {brand} Helps',
        result: 'The Result',
        previous: 'Previous card',
        next: 'Next card',
      },
      cta: { label: 'Start Your Journey', href: '/register' },
    },
    {
      blockType: 'cta',
      heading: 'Ready to Grow Together?',
      intro: 'Tell us about your business and we will help you find your first partners. It is free to start, and your first collaboration could be just around the corner.',
      actions: [
        { label: 'Get Started', href: '/contact' },
        { label: 'Learn More', href: '/contact' },
      ],
    },
  ],
}
