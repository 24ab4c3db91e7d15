// The registration page copy and its three value cards; the form itself is part of the site.
import type { SeedPage } from '../../types'

export const registerPage: SeedPage = {
  title: 'Register',
  path: '/register',
  seo: {
    title: 'Create Your Account | {brand}',
    description: 'Join Kindred free and start finding partner businesses, new sales channels and new revenue through collaboration.',
    keywords: 'Kindred sign up, create account, join Kindred, early access',
    robots: 'noindex, follow',
    canonicalPath: '/register',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Join {brand}',
      intro: 'Create your free account and start connecting with independent businesses that share your customers.',
      primaryCta: { label: 'Sign in', href: '/login' },
      note: 'Already have an account?',
    },
    {
      blockType: 'cards',
      anchor: 'why-join',
      heading: 'Why Join Kindred?',
      variant: 'cards',
      items: [
        {
          icon: 'search',
          title: 'Find New Channels',
          body: 'Reach customers through partner shops, newsletters and parcels you could never access on your own.',
        },
        {
          icon: 'dollar',
          title: 'Create New Revenue',
          body: 'Earn from your space, your packaging and your audience through placement fees and commission on sales.',
        },
        {
          icon: 'users',
          title: 'Join a Community',
          body: 'Connect with independent businesses across Australia and the United States who believe in growing together.',
        },
      ],
    },
  ],
}
