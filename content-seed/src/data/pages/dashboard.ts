// The member dashboard copy: quick cards, getting-started steps and recent activity. The welcome and profile are live data.
import type { SeedPage } from '../../types'

export const dashboardPage: SeedPage = {
  title: 'Dashboard',
  path: '/dashboard',
  seo: {
    title: 'Dashboard | {brand}',
    description: 'Your Kindred dashboard: your profile, partners, network and collaboration activity in one place.',
    robots: 'noindex, follow',
    canonicalPath: '/dashboard',
  },
  layout: [
    {
      blockType: 'cards',
      anchor: 'quick-actions',
      heading: 'Quick Actions',
      variant: 'cards',
      items: [
        {
          icon: 'search',
          title: 'Find Partners',
          body: 'Discover businesses that share your customers and your values.',
        },
        {
          icon: 'users',
          title: 'My Network',
          body: 'See the partners you are connected with and the collaborations you are running.',
        },
        {
          icon: 'chart',
          title: 'Analytics',
          body: 'Track the results of your collaborations and see what is working.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'getting-started',
      heading: 'Getting Started',
      variant: 'numbered',
      items: [
        {
          title: 'Complete your profile',
          body: 'Add your business type and details so partners can find you and our matching can suggest the right businesses.',
        },
        {
          title: 'Browse partners',
          body: 'Explore independent businesses that complement yours, nearby and online.',
        },
        {
          title: 'Start collaborating',
          body: 'Send your first proposal: choose the channel, the offer and how everyone is paid.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'recent-activity',
      heading: 'Recent Activity',
      variant: 'list',
      items: [
        {
          icon: 'sparkles',
          title: 'Account created successfully',
          body: 'Welcome to Kindred! Your account is ready.',
        },
      ],
    },
  ],
}
