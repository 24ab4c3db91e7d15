// The not-found page, shown (with status 404) for any path the site does not know.
import type { SeedPage } from '../../types'

export const notFoundPage: SeedPage = {
  title: 'Page Not Found',
  path: '/404',
  seo: {
    title: 'Page Not Found | {brand}',
    description: 'Sorry, the page you were looking for could not be found.',
    robots: 'noindex, follow',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: '404',
      heading: 'Page Not Found',
      intro: "Sorry, we couldn't find the page you were looking for. It might have been moved or deleted, or the URL may have been mistyped.",
      primaryCta: { label: 'Go Home', href: '/' },
      links: [{ label: 'Contact Support', href: '/contact' }],
    },
    {
      blockType: 'cards',
      heading: 'Helpful Links',
      variant: 'list',
      items: [
        {
          icon: 'home',
          title: 'Home',
          body: 'Find out how Kindred helps independent businesses connect, collaborate and grow.',
          link: { label: 'Go to the home page', href: '/' },
        },
        {
          icon: 'dollar',
          title: 'Pricing',
          body: 'Compare the Community, Growth and Scale plans.',
          link: { label: 'View pricing', href: '/subscriptions' },
        },
        {
          icon: 'mail',
          title: 'Contact',
          body: 'Get in touch and we will help you find what you need.',
          link: { label: 'Contact us', href: '/contact' },
        },
      ],
    },
  ],
}
