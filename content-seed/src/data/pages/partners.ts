// The partner pages' SEO and their heading, intro and call to action (the hero, shown above the
// live data: the directory, the business editor, the collaborations).
import type { SeedPage } from '../../types'

export const partnersPage: SeedPage = {
  title: 'Find Partners',
  path: '/partners',
  seo: {
    title: 'Find Partner Businesses | {brand}',
    description: 'Browse independent businesses ready to collaborate: boutiques, cafes, studios, wine bars, online stores and more, by type, location, channel and offer.',
    keywords: 'find business partners, local business collaboration, cross-promotion partners, Melbourne independent businesses',
    robots: 'index, follow',
    canonicalPath: '/partners',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Find partner businesses',
      intro: 'Independent businesses looking for collaborations: shared space, packaging inserts, newsletter features and offers. Filter by type, location, channel, offer and model.',
      primaryCta: { label: 'List your business', href: '/dashboard/business' },
    },
  ],
}

export const businessProfilePage: SeedPage = {
  title: 'Business profile',
  path: '/dashboard/business',
  seo: {
    title: 'Your Business Profile | {brand}',
    description: 'Describe your business, the channels, offers and models you work with, and list it in the partner directory.',
    robots: 'noindex, follow',
    canonicalPath: '/dashboard/business',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Your business profile',
      intro: 'This is how other businesses find you in the directory. List it when it is ready.',
      primaryCta: { label: 'Browse the directory', href: '/partners' },
    },
  ],
}

export const collaborationsPage: SeedPage = {
  title: 'Collaborations',
  path: '/dashboard/collaborations',
  seo: {
    title: 'Collaborations | {brand}',
    description: 'Collaboration proposals you have received and sent, with their status.',
    robots: 'noindex, follow',
    canonicalPath: '/dashboard/collaborations',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Collaborations',
      intro: 'Proposals you have received and sent, newest first.',
      primaryCta: { label: 'Find partners', href: '/partners' },
    },
  ],
}

export const resultsPage: SeedPage = {
  title: 'Results',
  path: '/dashboard/results',
  seo: {
    title: 'Results | {brand}',
    description: 'Clicks, QR scans, sales and revenue from the offer codes of all your collaborations.',
    robots: 'noindex, follow',
    canonicalPath: '/dashboard/results',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Results',
      intro: 'What your collaborations brought in: clicks on tracking links, QR scans and the sales made with offer codes.',
      primaryCta: { label: 'Collaborations', href: '/dashboard/collaborations' },
    },
  ],
}
