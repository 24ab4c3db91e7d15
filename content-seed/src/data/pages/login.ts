// The sign-in page copy; the form itself is part of the site.
import type { SeedPage } from '../../types'

export const loginPage: SeedPage = {
  title: 'Login',
  path: '/login',
  seo: {
    title: 'Sign In | {brand}',
    description: 'Sign in to your Kindred account to manage your partnerships, proposals and collaborations.',
    keywords: 'Kindred login, sign in, member account',
    robots: 'noindex, follow',
    canonicalPath: '/login',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'Welcome back',
      intro: 'Sign in to manage your partnerships, proposals and collaborations.',
      primaryCta: { label: 'Create an account', href: '/register' },
      note: "Don't have an account yet? It's free to join.",
    },
  ],
}
