// Draft preview entry (see content/preview.server.ts): a valid token from the CMS admin sets the
// preview and editor cookies and sends the editor to the page; anything else is refused.
import { createFileRoute } from '@tanstack/react-router'

import { cookieHeader, editorCookie, editorToken, isPreviewPath, previewCookie, verifyPreviewToken } from '~/content/preview.server'

export const Route = createFileRoute('/preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        const token = url.searchParams.get('token')
        const path = url.searchParams.get('path') ?? '/'
        if (!verifyPreviewToken(token) || !isPreviewPath(path)) return new Response('Invalid preview link', { status: 401 })
        const headers = new Headers({ location: path, 'cache-control': 'no-store' })
        headers.append('set-cookie', cookieHeader(previewCookie, token!, 60 * 60))
        headers.append('set-cookie', cookieHeader(editorCookie, editorToken(), 8 * 60 * 60))
        return new Response(null, { status: 307, headers })
      },
    },
  },
})
