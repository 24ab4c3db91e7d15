// The about page: mission, values and vision.
import { md, type SeedPage } from '../../types'

export const aboutPage: SeedPage = {
  title: 'About',
  path: '/about',
  seo: {
    title: 'About {brand} - The Power of Partnership',
    description: 'Kindred, founded in Melbourne in 2024, helps independent businesses across Australia and the United States grow through partnership and collaboration.',
    keywords: 'about Kindred, Melbourne startup, independent business community, business collaboration platform, small business partnerships',
    robots: 'index, follow',
    canonicalPath: '/about',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'About Kindred',
      heading: 'The Power of Partnership',
      intro:
        'Kindred was founded in Melbourne in 2024 with a simple belief: independent businesses are stronger together. Today we help independent businesses across Australia and the United States find the right partners and grow through collaboration.',
      primaryCta: { label: 'Get Started', href: '/contact' },
    },
    {
      blockType: 'richText',
      anchor: 'mission',
      eyebrow: 'Our mission',
      heading: 'Helping Independents Thrive, Together',
      body: md`
        Independent businesses give our streets their character. The boutique with a story behind every piece, the cafe that knows your order, the studio that feels like a second home: they are the heart of every neighbourhood. Yet they compete every day with companies that have far bigger budgets, teams and reach.

        Our mission is to close that gap. Kindred makes it easy for independent businesses to find partners who share their customers and values, and to collaborate by sharing space, packaging, newsletters and offers. We handle the matching, the agreements, the invoicing and the tracking, so owners can spend their time on what they do best.

        When independent businesses work together, they reach more customers, create new revenue and build communities that big business cannot replicate.
      `,
    },
    {
      blockType: 'cards',
      anchor: 'values',
      eyebrow: 'Our values',
      heading: 'What We Stand For',
      variant: 'cards',
      items: [
        {
          icon: 'users',
          title: 'Community First',
          body: 'We build for the people who make local communities thrive. Every feature starts with the question: does this help independent businesses grow together?',
        },
        {
          icon: 'handshake',
          title: 'Authentic Partnerships',
          body: 'The best collaborations are built on shared values and genuine fit, not just numbers. We help businesses find partners they are proud to stand beside.',
        },
        {
          icon: 'trending-up',
          title: 'Accessible Growth',
          body: 'Growth tools should not be reserved for big budgets. Kindred is free to start, and our pricing grows only as your business does.',
        },
      ],
    },
    {
      blockType: 'richText',
      anchor: 'vision',
      eyebrow: 'Our vision',
      heading: 'A Thriving Network of Independent Businesses',
      body: md`
        We imagine a world where every independent business has the same reach as the biggest brands, not by becoming big, but by being connected. Where a maker in Fitzroy can find a stockist in Brisbane, an online store can appear on shelves across the country, and a cafe, a florist and a yoga studio can build their neighbourhood's favourite weekend together.

        Starting in Australia and the United States, we are building that network one collaboration at a time.
      `,
    },
    {
      blockType: 'cta',
      heading: 'Join the Kindred Community',
      intro: 'Find partners who share your customers and your values, and start growing together.',
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
  ],
}
