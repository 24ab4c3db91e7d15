import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'

import { RouteError } from './components/RouteError'
import { routeTree } from './routeTree.gen'

/**
 * The page's CSP nonce, from the request context server.ts passes to Start; undefined in the
 * browser (the router reads it back from <meta property="csp-nonce">) and outside a page render.
 * Typed by hand: the Register below refers to getRouter, so the inferred context type is circular.
 */
function requestNonce(): string | undefined {
  try {
    return (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce
  } catch {
    return undefined
  }
}

export function getRouter() {
  const nonce = requestNonce()
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Not the router's own "Something went wrong!" with a button that shows the error.
    defaultErrorComponent: RouteError,
    // Stamped on every script, style and link the server renders, and written into the csp-nonce meta.
    ...(nonce ? { ssr: { nonce } } : {}),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
