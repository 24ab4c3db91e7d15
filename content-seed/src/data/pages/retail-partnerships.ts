// The retail partnerships page: space monetisation, audience leverage, strategic partnership and the four opportunity types.
import type { SeedPage } from '../../types'

export const retailPartnershipsPage: SeedPage = {
  title: 'Retail Partnerships',
  path: '/retail-partnerships',
  seo: {
    title: 'Retail Partnerships for Independent Businesses | {brand}',
    description: 'Monetise your retail space and get your products into local shops: in-store advertising, consignment, wholesale and boutique placement partners.',
    keywords: 'retail partnerships, in-store advertising, consignment, wholesale partnerships, boutique placements, retail space monetisation, independent retail',
    robots: 'index, follow',
    canonicalPath: '/retail-partnerships',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Retail partnerships',
      heading: 'Retail Partnerships That Work for Everyone',
      intro:
        'About 70% of purchase decisions are made in-store. Whether you have a shopfront to share or products looking for one, Kindred connects you with independent retailers and brands who complement what you do.',
      primaryCta: { label: 'Find Retail Partners', href: '/contact' },
    },
    {
      blockType: 'cards',
      anchor: 'space-monetisation',
      eyebrow: 'Space monetisation',
      heading: 'Turn Your Shop Into a New Revenue Stream',
      intro: 'Every shelf, counter and window in your store has value. Share it with brands that suit your customers and earn from space you already pay for.',
      variant: 'cards',
      items: [
        {
          icon: 'layers',
          title: 'Shelves and Displays',
          body: 'Offer a shelf, table or display to a complementary brand for a placement fee or a commission on what sells.',
        },
        {
          icon: 'star',
          title: 'Windows and Counters',
          body: 'Your window and point of sale are seen by every passer-by and every customer. Feature a partner there for a set period.',
        },
        {
          icon: 'calendar',
          title: 'Pop-Ups and Events',
          body: 'Host a partner pop-up, product launch or workshop after hours, and bring new faces through your door.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'audience-leverage',
      eyebrow: 'Audience leverage',
      heading: 'Reach Customers Who Already Trust Your Partners',
      intro: 'A recommendation from a favourite local shop carries more weight than an ad. Kindred helps you share audiences with businesses your customers already love.',
      variant: 'cards',
      items: [
        {
          icon: 'users',
          title: 'Shared Customers',
          body: 'Find businesses that serve the same people you do, and introduce each other to customers who are ready to buy.',
        },
        {
          icon: 'megaphone',
          title: 'Cross-Promotion',
          body: "Share flyers, offers and newsletter features so each partner's customers discover the other.",
        },
        {
          icon: 'target',
          title: 'Tracked Offers',
          body: 'Give each partnership its own discount code or affiliate link, so you can see which audiences turn into sales.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'strategic-partnership',
      eyebrow: 'Strategic partnership',
      heading: 'Build Partnerships That Last',
      intro: 'The best retail partnerships grow over time. Kindred gives you the structure to start small, measure results and build on what works.',
      variant: 'cards',
      items: [
        {
          icon: 'handshake',
          title: 'Clear Terms From Day One',
          body: 'Agree on the channel, the offer and the model up front, using partnership agreement templates on higher plans.',
        },
        {
          icon: 'shield',
          title: 'Milestones Both Sides Confirm',
          body: 'Track deliveries, launch dates and results on a shared dashboard, so nothing slips through the cracks.',
        },
        {
          icon: 'dollar',
          title: 'Automated Invoicing and Payouts',
          body: 'Invoices and commission payouts are handled for you, so partners are paid fairly and on time.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'opportunities',
      eyebrow: 'Retail opportunities',
      heading: 'Four Ways to Partner in Retail',
      intro: 'Choose the arrangement that suits your space, your stock and your cash flow.',
      variant: 'cards',
      items: [
        {
          icon: 'megaphone',
          title: 'In-Store Advertising',
          body: 'Display a partner brand on your shelves, counter or windows for a placement fee, or swap space with each other at no cost.',
        },
        {
          icon: 'boxes',
          title: 'Consignment',
          body: 'Stock products without buying them up front. The retailer pays the brand only when an item sells, keeping an agreed commission.',
        },
        {
          icon: 'package',
          title: 'Wholesale',
          body: 'Buy stock at wholesale prices from local makers and brands, or sell your own products to retailers who suit your brand.',
        },
        {
          icon: 'store',
          title: 'Boutique Placements',
          body: 'Place a curated selection of your products in boutiques that match your style, to reach shoppers who value something special.',
        },
      ],
    },
    {
      blockType: 'cta',
      heading: 'Ready to Grow Your Retail Reach?',
      intro: 'Tell us what you have to share or what you are looking for, and we will help you find the right retail partners.',
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
  ],
}
