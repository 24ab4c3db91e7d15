// The children of the sitemap index (/sitemaps/1.xml, …) once the site has more URLs than one
// sitemap holds (web/src/seo/sitemap.ts); anything else under /sitemaps is a plain 404.
import { createFileRoute } from '@tanstack/react-router'

import { sitemap } from './-sitemap.server'

const childName = /^([1-9]\d{0,4})\.xml$/

export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const n = childName.exec(params.file)?.[1]
        const xml = n ? await sitemap.childXml(Number(n)) : null
        if (!xml) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' } })
      },
    },
  },
})
