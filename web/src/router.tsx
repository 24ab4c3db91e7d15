import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'

import { RouteError } from './components/RouteError'
import { routeTree } from './routeTree.gen'
import type { ServerSsrAttach } from './server/render.server'

/**
 * The request context server.ts passes to Start; undefined in the browser and outside a page
 * render. `nonce` is the page's CSP nonce (the browser's router reads it back from
 * <meta property="csp-nonce">); `serverSsrAttach` is the page renderer's say in how the router
 * renders this request (server/render.server.tsx). Typed by hand: the Register below refers to
 * getRouter, so the inferred context type is circular.
 */
function requestContext(): { nonce?: string; serverSsrAttach?: ServerSsrAttach } | undefined {
  try {
    return getGlobalStartContext() as { nonce?: string; serverSsrAttach?: ServerSsrAttach } | undefined
  } catch {
    return undefined
  }
}

/** A query string as text values; a repeated key gives a list. */
function parseSearch(searchStr: string): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const before = search[key]
    search[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
  }
  return search
}

/** The query string of search values as they are (absent ones left out), '' when there are none. */
function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
    }
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function getRouter() {
  const context = requestContext()
  const nonce = context?.nonce
  const router = createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Query strings read and written as GET forms and people write them: every value is text.
    // The router's default turns `3065` into a number and `true` into a boolean, then JSON-parses
    // the rest, so `?location=3065` reached the directory as a number (and was dropped), and a
    // value it wrote back came out quoted (`location=%223065%22`).
    parseSearch,
    stringifySearch,
    // Not the router's own "Something went wrong!" with a button that shows the error.
    defaultErrorComponent: RouteError,
    // Stamped on every script, style and link the server renders, and written into the csp-nonce meta.
    ...(nonce ? { ssr: { nonce } } : {}),
  })
  const attach = context?.serverSsrAttach
  if (attach) router.serverSsrLifecycle = { onServerSsrAttach: [(serverSsr) => attach(router, serverSsr)] }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    /** What server.ts passes to Start with each request, beside the nonce (requestContext above). */
    server: { requestContext: { serverSsrAttach?: ServerSsrAttach } | undefined }
  }
  interface StaticDataRouteOption {
    /**
     * The page's interactive parts are islands (components/islands/island.tsx), and nothing else
     * on it needs the router in the browser: a visitor's copy hydrates them alone (decision 0093).
     */
    islands?: boolean
  }
}
