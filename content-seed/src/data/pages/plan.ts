// The plan page's SEO and heading (the hero, shown above the member's plan and the change form).
import type { SeedPage } from '../../types'

export const planPage: SeedPage = {
  title: 'Your plan',
  path: '/dashboard/plan',
  seo: {
    title: 'Your Plan | {brand}',
    description: 'See your plan, compare Community, Growth and Scale, and change your plan or billing with the prorated amount shown first.',
    robots: 'noindex, follow',
    canonicalPath: '/dashboard/plan',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Your plan',
      intro: 'Compare the plans and change yours at any time. A change takes effect at once; billing is prorated.',
      primaryCta: { label: 'Back to your dashboard', href: '/dashboard' },
    },
  ],
}
