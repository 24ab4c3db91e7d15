// "Exit preview" on the editor bar: drops the preview cookie (drafts) and keeps the editor mark,
// then returns to the same page as the public sees it.
import { createFileRoute } from '@tanstack/react-router'

import { isPreviewPath, previewCookie } from '~/content/preview.server'
import { serializeCookie } from '~/server/http.server'

export const Route = createFileRoute('/exit-preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '/'
        const headers = new Headers({ location: isPreviewPath(path) ? path : '/', 'cache-control': 'no-store' })
        headers.append('set-cookie', serializeCookie(previewCookie, '', { maxAge: 0, httpOnly: true }))
        return new Response(null, { status: 303, headers })
      },
    },
  },
})
