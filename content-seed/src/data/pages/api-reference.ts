// The API reference page's SEO and heading (the hero, shown above the operations drawn from /api/openapi.json).
import type { SeedPage } from '../../types'

export const apiReferencePage: SeedPage = {
  title: 'API reference',
  path: '/docs/api',
  seo: {
    title: 'API Reference | {brand}',
    description: 'Every operation of the {brand} API: sign-in, the partner directory, proposals, offer codes and sales, the collaboration workspace, plans and billing.',
    robots: 'index, follow',
    canonicalPath: '/docs/api',
  },
  layout: [
    {
      blockType: 'hero',
      heading: 'API reference',
      intro:
        'Every operation the site answers, with what it accepts and what it answers. The same document, in OpenAPI 3.1, is at /api/openapi.json for tools that read it. Send JSON unless an operation says otherwise; sign in with the access token as a bearer, or with an API key where an operation lists one.',
      primaryCta: { label: 'Download the OpenAPI document', href: '/api/openapi.json' },
    },
  ],
}
