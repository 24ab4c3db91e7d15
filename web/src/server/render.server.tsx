// Renders a page to one string and answers with its bytes: Start's own string renderer, with the
// visitor's rewrite for later hydration (server/hydrate-later.ts) applied to that string. Rewriting
// Start's streamed answer instead would mean decoding the 80-90 KB document, changing it and
// encoding it again, a tenth of a directory page's CPU; on a string already in memory it is two
// replacements, and the document is encoded once (decision 0075).
import { RouterServer, defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'

import { isIslandRoute, rewriteForLaterHydration, type Entry } from './hydrate-later'

type Options = {
  /** Whether this request's page hydrates after first paint. */
  hydrateLater: (request: Request) => boolean
  /** The islands build's entry; null where there is none (development, tests). */
  islands: Entry | null
}

type RenderedRouter = Parameters<Parameters<typeof defineHandlerCallback>[0]>[0]['router']
type ServerSsr = NonNullable<RenderedRouter['serverSsr']>

/**
 * Called by the router (router.tsx) as soon as its server-side rendering utilities exist, with the
 * request's router and those utilities; handed to it through the request's context.
 */
export type ServerSsrAttach = (router: RenderedRouter, serverSsr: ServerSsr) => void

/**
 * A page whose route says its interactive parts are islands, rendered as the route meant it (not an
 * error or a not-found page in its place): its visitors' copy hydrates only those.
 */
function isIslandPage(router: RenderedRouter): boolean {
  const matches = router.state.matches
  return isIslandRoute(matches) && matches.every((match) => match.status === 'success') && getSsrStatus(router) === 200
}

export function pageRenderer(options: Options) {
  /** The islands entry when this request's page may hydrate as islands (a visitor's, in production). */
  const islandsFor = (request: Request) => (options.islands && options.hydrateLater(request) ? options.islands : undefined)

  const handler = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />))
      const later = options.hydrateLater(request)
      const islands = isIslandPage(router) ? islandsFor(request) : undefined
      const bytes = Buffer.from(later ? rewriteForLaterHydration(html, islands) : html)
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

  /**
   * What the router does when its rendering utilities attach, for this request: on an island page
   * a visitor gets, it leaves out what only the router's app reads in the browser.
   * - The router's dehydrated state: only the islands hydrate there, from their own props.
   *   Serialising the page's loader data for it was a twentieth of a directory page's CPU, then a
   *   pass over the document cut it out again. `disableHydration` is the router's way to leave it
   *   out (no state scripts, no boundary; the entry's script stays and becomes the islands' loader).
   * - The scroll restoration script (0.7 KB): it restores what the router's app saved, and no
   *   router runs on the page; a full page load's scroll is the browser's.
   * Start dehydrates after the loaders and before the render, when the page's route is known.
   */
  const attachFor = (request: Request): ServerSsrAttach | undefined => {
    if (!islandsFor(request)) return undefined
    return (router, serverSsr) => {
      const dehydrate = serverSsr.dehydrate
      serverSsr.dehydrate = async (...args) => {
        if (!isIslandPage(router)) return dehydrate(...args)
        serverSsr.disableHydration()
        router.options.scrollRestoration = false
      }
    }
  }

  return { handler, attachFor }
}
