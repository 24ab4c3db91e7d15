// sitemap.xml: indexable pages, legal pages and business types as published in the CMS, the partner
// directory and its listed profiles;
// a sitemap index of /sitemaps/{n}.xml once there are more than 1,000 URLs (seo/sitemap.ts).
import { createFileRoute } from '@tanstack/react-router'

import { sitemap } from './-sitemap.server'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => new Response(await sitemap.xml(), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' } }),
    },
  },
})
