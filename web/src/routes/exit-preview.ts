// "Exit preview" on the editor bar: drops the preview cookie (drafts) and keeps the editor mark,
// then returns to the same page as the public sees it.
import { createFileRoute } from '@tanstack/react-router'

import { cookieHeader, isPreviewPath, previewCookie } from '~/content/preview.server'

export const Route = createFileRoute('/exit-preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '/'
        const headers = new Headers({ location: isPreviewPath(path) ? path : '/', 'cache-control': 'no-store' })
        headers.append('set-cookie', cookieHeader(previewCookie, '', 0))
        return new Response(null, { status: 303, headers })
      },
    },
  },
})
