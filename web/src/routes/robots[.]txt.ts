// robots.txt: everything open in production, everything closed elsewhere (`APP_ENV` in README, Configuration).
import { createFileRoute } from '@tanstack/react-router'

import { siteEnv } from '~/content/env.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => {
        const env = siteEnv()
        const body = env.production ? `User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${env.publicUrl}/sitemap.xml\n` : 'User-agent: *\nDisallow: /\n'
        return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } })
      },
    },
  },
})
