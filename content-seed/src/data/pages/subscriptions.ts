// The pricing page: plans, pricing FAQ and the final call to action.
import type { SeedPage } from '../../types'

export const subscriptionsPage: SeedPage = {
  title: 'Pricing',
  path: '/subscriptions',
  seo: {
    title: 'Pricing & Plans | {brand}',
    description: 'Simple pricing for independent businesses: start free on Community, or try Growth ({growth.price}/month) or Scale ({scale.price}/month) free, no credit card. Prices in AUD.',
    keywords: 'Kindred pricing, collaboration platform pricing, small business partnership plans, free trial, Community plan, Growth plan, Scale plan',
    robots: 'index, follow',
    canonicalPath: '/subscriptions',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Pricing',
      heading: 'Simple Pricing That Grows With You',
      intro: 'Start free and upgrade when you are ready. Every plan includes unlimited partnerships, and you only pay a commission on paid transactions.',
      primaryCta: { label: 'Compare Plans', href: '#plans' },
    },
    {
      blockType: 'plans',
      anchor: 'plans',
      heading: 'Choose Your Plan',
      intro: 'All prices are in Australian dollars (AUD).',
      perMonthLabel: '/month',
      commissionLabel: '{percent}% commission on paid transactions',
      notes: [
        { text: 'Growth and Scale start with a free trial. No credit card required.' },
        { text: 'Pay annually and save 20%.' },
        { text: 'Plan changes take effect immediately, with prorated billing.' },
      ],
    },
    {
      blockType: 'faq',
      anchor: 'faq',
      heading: 'Frequently Asked Questions',
      group: 'pricing',
    },
    {
      blockType: 'cta',
      heading: 'Get Started Today',
      intro: 'Join free on the Community plan, or tell us about your business and we will help you choose the right plan.',
      actions: [{ label: 'Get Started', href: '/contact' }],
    },
  ],
}
