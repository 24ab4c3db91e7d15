// Draft preview entry (see content/preview.server.ts): a valid token from the CMS admin sets the
// preview cookie and sends the editor to the page; anything else is refused.
import { createFileRoute } from '@tanstack/react-router'

import { previewCookie, verifyPreviewToken } from '~/content/preview.server'
import { serverEnv } from '~/server/env.server'

export const Route = createFileRoute('/preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        const token = url.searchParams.get('token')
        const path = url.searchParams.get('path') ?? '/'
        if (!verifyPreviewToken(token) || !/^\/[a-z0-9\-/]{0,200}$/.test(path)) return new Response('Invalid preview link', { status: 401 })
        const secure = serverEnv().NODE_ENV === 'production' ? '; Secure' : ''
        return new Response(null, {
          status: 307,
          headers: {
            location: path,
            'set-cookie': `${previewCookie}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600${secure}`,
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
