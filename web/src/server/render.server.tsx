// Renders a page to one string and answers with its bytes: Start's own string renderer, with the
// visitor's rewrite for later hydration (server/hydrate-later.ts) applied to that string. Rewriting
// Start's streamed answer instead would mean decoding the 80-90 KB document, changing it and
// encoding it again, a tenth of a directory page's CPU; on a string already in memory it is two
// replacements, and the document is encoded once (decision 0075).
import { RouterServer, defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'

import { rewriteForLaterHydration } from './hydrate-later'

type Options = {
  /** Whether this request's page hydrates after first paint. */
  hydrateLater: (request: Request) => boolean
}

export function pageRenderer(options: Options) {
  return defineHandlerCallback(async ({ request, router, responseHeaders }) => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />))
      const bytes = Buffer.from(options.hydrateLater(request) ? rewriteForLaterHydration(html) : html)
      // Known length: the answer goes out in one piece, not chunked.
      responseHeaders.set('content-length', String(bytes.byteLength))
      return new Response(bytes, { status: getSsrStatus(router), headers: responseHeaders })
    } catch (error) {
      // As Start's own renderer answers a component that throws while rendering (a loader's error
      // never gets here: the route's error component renders it).
      console.error('[render] a page failed to render:', error)
      responseHeaders.delete('content-length')
      return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
    } finally {
      router.serverSsr?.cleanup()
    }
  })
}
