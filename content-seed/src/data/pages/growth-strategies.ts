// The growth strategies page: strategies, local marketing ideas, advertising collaborations and an Australia section.
import type { SeedPage } from '../../types'

export const growthStrategiesPage: SeedPage = {
  title: 'Growth Strategies',
  path: '/independent-business-growth-strategies',
  seo: {
    title: 'Independent Business Growth Strategies | {brand}',
    description: 'Practical growth strategies for independent businesses: collaboration, local marketing and advertising partnerships for shops and online brands.',
    keywords: 'independent business growth strategies, small business growth, local marketing ideas, advertising collaborations, co-marketing, Australian small business',
    robots: 'index, follow',
    canonicalPath: '/independent-business-growth-strategies',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Growth strategies',
      heading: 'Growth Strategies for Independent Businesses',
      intro:
        'You do not need a big budget to grow. The most effective strategies for independent businesses share one idea: work with others who serve the same customers. Here is how to put that idea to work.',
      primaryCta: { label: 'Talk to Us', href: '/contact' },
    },
    {
      blockType: 'cards',
      anchor: 'strategies',
      eyebrow: 'Three strategies',
      heading: 'Grow Together, Not Alone',
      variant: 'cards',
      items: [
        {
          icon: 'handshake',
          title: 'Partner With Complementary Businesses',
          body: 'Find businesses that sell something different to the same people, then recommend each other. Your customers get more, and you both reach new ones.',
        },
        {
          icon: 'dollar',
          title: 'Turn What You Have Into Revenue',
          body: 'Shelf space, a busy counter, parcels and a newsletter are all assets. Share them with partners for a placement fee, a commission or a reciprocal swap.',
        },
        {
          icon: 'chart',
          title: 'Measure and Build on What Works',
          body: 'Give every collaboration its own discount code or affiliate link, and put more energy into the partnerships that bring in real customers.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'local-marketing-in-store',
      heading: 'Local Marketing Ideas for Your Shopfront',
      variant: 'list',
      items: [
        { icon: 'map-pin', title: 'Create a shopping trail with neighbouring businesses and a shared stamp card' },
        { icon: 'store', title: 'Swap window displays with a complementary shop for a month' },
        { icon: 'package', title: "Put a partner's offer in every shopping bag, and yours in theirs" },
        { icon: 'calendar', title: 'Host a late-night shopping event with local makers and food' },
        { icon: 'coffee', title: 'Offer a coffee voucher from the cafe next door with every purchase' },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'local-marketing-community',
      heading: 'Local Marketing Ideas for Your Community',
      variant: 'list',
      items: [
        { icon: 'heart', title: 'Sponsor a local sports club, school fete or community market' },
        { icon: 'home', title: 'Put together welcome packs for new residents with local agents' },
        { icon: 'mail', title: 'Feature a neighbouring business in each edition of your newsletter' },
        { icon: 'users', title: 'Run a joint workshop or class with a partner business' },
        { icon: 'star', title: 'Celebrate a "shop local" weekend with a shared discount code' },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'advertising-collaborations',
      eyebrow: 'Advertising collaborations',
      heading: 'Advertise Together and Spend Less',
      intro: 'Shared advertising reduces spend by 50-70%. These six collaborations help you reach further for less.',
      variant: 'cards',
      items: [
        {
          icon: 'megaphone',
          title: 'Shared Campaigns',
          body: 'Split the cost of a print, radio or digital campaign with partners who share your audience, and promote a joint offer.',
        },
        {
          icon: 'layers',
          title: 'Content Partnerships',
          body: 'Create guides, recipes, lookbooks or tutorials together and publish them on both your channels.',
        },
        {
          icon: 'star',
          title: 'Sponsored Content',
          body: "Pay for, or get paid for, a feature in a partner's newsletter, blog or social channels.",
        },
        {
          icon: 'users',
          title: 'Influencer Programs',
          body: 'Share the cost of working with local creators who speak to both your customers, paid by fee or commission.',
        },
        {
          icon: 'target',
          title: 'Digital Ad Partnerships',
          body: 'Run co-branded social and search ads that promote both businesses and split the budget between you.',
        },
        {
          icon: 'calendar',
          title: 'Event Partnerships',
          body: "Co-host launches, markets, tastings and workshops, and promote them across every partner's audience.",
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'australia',
      eyebrow: 'Growing in Australia',
      heading: 'Built for Australian Independents',
      intro:
        'From Melbourne laneways to regional main streets, Australia is full of independent businesses with loyal local followings. Kindred was founded in Melbourne to help them reach further, in store and online.',
      variant: 'cards',
      items: [
        {
          icon: 'store',
          title: 'Physical Stores',
          body: 'Shoppers still love to see, touch and try before they buy. Bricks-and-mortar businesses can earn from their space and foot traffic while bringing fresh local products to their shelves.',
          bullets: [
            { text: 'Host local brands on consignment or for a placement fee' },
            { text: 'Team up with neighbouring shops on events and trails' },
            { text: 'Welcome online brands looking for a physical presence' },
          ],
        },
        {
          icon: 'cart',
          title: 'E-commerce',
          body: 'Australian online brands compete with global marketplaces for attention. Collaboration helps them stand out through trusted local partners instead of ever-rising ad costs.',
          bullets: [
            { text: 'Swap package inserts and newsletter features' },
            { text: 'Get products onto shelves in shops across the country' },
            { text: 'Track every partner sale with affiliate links and codes' },
          ],
        },
      ],
    },
    {
      blockType: 'cta',
      heading: 'Put These Strategies to Work',
      intro: 'Tell us about your business and we will help you find partners to start growing together.',
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
  ],
}
