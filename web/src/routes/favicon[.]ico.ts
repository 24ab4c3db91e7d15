// /favicon.ico: browsers and crawlers ask for it whether or not a page names an icon. The site's
// icon is the SVG every page links to; this points there once and for all rather than answering 404.
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/favicon.ico')({
  server: {
    handlers: {
      GET: () => new Response(null, { status: 301, headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' } }),
    },
  },
})
