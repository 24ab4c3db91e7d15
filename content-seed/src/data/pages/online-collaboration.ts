// The online collaboration page: newsletter features, package inserts, affiliate marketing and more.
import type { SeedPage } from '../../types'

export const onlineCollaborationPage: SeedPage = {
  title: 'Online Collaboration',
  path: '/online-collaboration',
  seo: {
    title: 'Online Collaboration for Ecommerce Brands | {brand}',
    description: 'Grow your online store with complementary brands: paid newsletter features, package inserts, affiliate marketing and advertising partnerships.',
    keywords: 'ecommerce collaboration, online store partnerships, newsletter features, package inserts, affiliate marketing, brand collaborations, influencer partnerships',
    robots: 'index, follow',
    canonicalPath: '/online-collaboration',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Online collaboration',
      heading: 'Online Collaboration That Grows Your Store',
      intro:
        'Your parcels, newsletters and followers reach people who already love what you do. Share that reach with complementary brands to earn new revenue, and tap into theirs to find new customers.',
      primaryCta: { label: 'Start Collaborating', href: '/contact' },
    },
    {
      blockType: 'cards',
      anchor: 'collaboration-channels',
      eyebrow: 'Three channels',
      heading: 'Turn Every Touchpoint Into a Partnership',
      variant: 'cards',
      items: [
        {
          icon: 'mail',
          title: 'Paid Newsletter Features',
          body: 'Feature a complementary brand in your email newsletter for a fee or a commission, or appear in theirs. A recommendation from a trusted sender reaches an engaged audience.',
        },
        {
          icon: 'package',
          title: 'Package Inserts',
          body: "Add a partner's flyer, sample or discount card to your orders, and theirs to yours. Every parcel becomes a way to meet new customers.",
        },
        {
          icon: 'link',
          title: 'Affiliate Marketing',
          body: 'Recommend products you believe in and earn a commission on every sale through your own affiliate link, or let partners sell for you on the same terms.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'for-store-owners',
      heading: 'For Store Owners',
      intro: 'Earn from the audience you have already built.',
      variant: 'list',
      items: [
        { icon: 'dollar', title: 'Earn placement fees or commission from the brands you feature' },
        { icon: 'package', title: 'Add value to every order with samples and offers from partners' },
        { icon: 'heart', title: 'Give customers recommendations they will genuinely enjoy' },
        { icon: 'chart', title: 'See exactly what each collaboration earns' },
        { icon: 'shield', title: 'Choose who you work with and approve every feature' },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'for-brands',
      heading: 'For Brands',
      intro: 'Reach new customers through people they already trust.',
      variant: 'list',
      items: [
        { icon: 'users', title: 'Reach warm audiences that match your ideal customer' },
        { icon: 'zap', title: 'Launch collaborations in days, not months' },
        { icon: 'dollar', title: 'Pay on results with commission on sales, or swap reach at no cost' },
        { icon: 'link', title: 'Track every sale through affiliate links and discount codes' },
        { icon: 'store', title: 'Get into physical shops through partners with a shopfront' },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'advertising-collaborations',
      eyebrow: 'Advertising collaborations',
      heading: 'Eight Ways to Advertise Together',
      intro: 'Go beyond newsletters and parcels with collaborations that suit your brand and your partners.',
      variant: 'cards',
      items: [
        {
          icon: 'megaphone',
          title: 'Podcast Partnerships',
          body: 'Sponsor or guest on a podcast your customers listen to, or invite partners onto yours.',
        },
        {
          icon: 'heart',
          title: 'Social Media Partnerships',
          body: 'Co-create posts, run joint giveaways and share each other with your followers.',
        },
        {
          icon: 'layers',
          title: 'Blog Partnerships',
          body: 'Swap guest posts, gift guides and features that introduce your readers to each other.',
        },
        {
          icon: 'star',
          title: 'YouTube Partnerships',
          body: 'Collaborate on videos, tutorials and reviews with creators and brands your audience follows.',
        },
        {
          icon: 'mail',
          title: 'Email-Signature Partnerships',
          body: 'Feature a partner in the signature of every email your team sends, a small placement seen again and again.',
        },
        {
          icon: 'calendar',
          title: 'Event Partnerships',
          body: 'Co-host online launches, workshops and markets, and promote them to both audiences.',
        },
        {
          icon: 'users',
          title: 'Influencer Partnerships',
          body: 'Team up with local creators whose followers match your customers, paid by fee or commission.',
        },
        {
          icon: 'search',
          title: 'SEO-Content Partnerships',
          body: 'Create useful content together and link to each other to help both of you be found in search.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'getting-started',
      eyebrow: 'Getting started',
      heading: 'Start Collaborating in Three Steps',
      variant: 'numbered',
      items: [
        {
          title: 'Connect',
          body: 'Create your profile from your Shopify store or social accounts, and discover brands that share your customers.',
        },
        {
          title: 'Collaborate',
          body: 'Agree on the channel, the offer and the model: a paid placement fee, commission on sales or a reciprocal free swap.',
        },
        {
          title: 'Earn',
          body: 'Track results through affiliate links and discount codes while Kindred handles invoicing and commission payouts.',
        },
      ],
    },
    {
      blockType: 'cta',
      heading: 'Ready to Collaborate Online?',
      intro: 'Tell us about your store or brand and we will help you find your first online collaboration partners.',
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
  ],
}
