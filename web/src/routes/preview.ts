// Draft preview entry (see content/preview.server.ts): a valid token from the CMS admin sets the
// preview and editor cookies and sends the editor to the page; anything else is refused.
import { createFileRoute } from '@tanstack/react-router'

import { editorCookie, editorToken, isPreviewPath, previewCookie, verifyPreviewToken } from '~/content/preview.server'
import { serializeCookie } from '~/server/http.server'

export const Route = createFileRoute('/preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        const token = url.searchParams.get('token')
        const path = url.searchParams.get('path') ?? '/'
        if (!verifyPreviewToken(token) || !isPreviewPath(path)) return new Response('Invalid preview link', { status: 401 })
        const headers = new Headers({ location: path, 'cache-control': 'no-store' })
        headers.append('set-cookie', serializeCookie(previewCookie, token!, { maxAge: 60 * 60, httpOnly: true }))
        headers.append('set-cookie', serializeCookie(editorCookie, editorToken(), { maxAge: 8 * 60 * 60, httpOnly: true }))
        return new Response(null, { status: 307, headers })
      },
    },
  },
})
