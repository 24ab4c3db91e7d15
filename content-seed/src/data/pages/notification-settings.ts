// The email settings page's SEO and heading (the hero, shown above the form of email choices).
import type { SeedPage } from '../../types'

export const notificationSettingsPage: SeedPage = {
  title: 'Email settings',
  path: '/dashboard/settings/notifications',
  seo: {
    title: 'Email Settings | {brand}',
    description: 'Choose which emails you get about proposals, messages from your partners and the monthly report of your collaborations.',
    robots: 'noindex, follow',
    canonicalPath: '/dashboard/settings/notifications',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Email settings',
      intro: 'Choose which emails we send you. Everything stays on your dashboard whatever you choose.',
      primaryCta: { label: 'Back to your dashboard', href: '/dashboard' },
    },
  ],
}
