// Renders a page to one string and answers with its bytes: Start's own string renderer, with the
// visitor's rewrite for later hydration (server/hydrate-later.ts) applied to that string. Rewriting
// Start's streamed answer instead would mean decoding the 80-90 KB document, changing it and
// encoding it again, a tenth of a directory page's CPU; on a string already in memory it is two
// replacements, and the document is encoded once (decision 0075).
import { RouterServer, defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'

import { isIslandRoute, rewriteForLaterHydration, withoutRouterState, type Entry } from './hydrate-later'

type Options = {
  /** Whether this request's page hydrates after first paint. */
  hydrateLater: (request: Request) => boolean
  /** The islands build's entry; null where there is none (development, tests). */
  islands: Entry | null
}

type RenderedRouter = Parameters<Parameters<typeof defineHandlerCallback>[0]>[0]['router']

/**
 * A page whose route says its interactive parts are islands, rendered as the route meant it (not an
 * error or a not-found page in its place): its visitors' copy hydrates only those.
 */
function isIslandPage(router: RenderedRouter): boolean {
  const matches = router.state.matches
  return isIslandRoute(matches) && matches.every((match) => match.status === 'success') && getSsrStatus(router) === 200
}

export function pageRenderer(options: Options) {
  return defineHandlerCallback(async ({ request, router, responseHeaders }) => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />))
      const later = options.hydrateLater(request)
      const islands = later && options.islands && isIslandPage(router) ? options.islands : undefined
      const bytes = Buffer.from(later ? rewriteForLaterHydration(islands ? withoutRouterState(html) : html, islands) : html)
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
