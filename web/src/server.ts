// The site's server entry: every answer Start gives passes through here. It refuses oversized bodies
// before routing (server/edge.ts), puts the security headers on every answer (server/security-headers.server.ts)
// with a fresh CSP nonce for each page render, serves anonymous pages through the page cache and
// paths that name nothing from one shared not-found copy, refuses methods an endpoint does not take,
// says who may keep each answer (server/cache-control.ts) and renders pages with
// server/render.server.tsx, which sets visitors' pages to paint before their script loads. /healthz
// and /readyz (server/health.server.ts) and an offer code's tracking link `/go/{code}`
// (results/go.server.ts) are answered before routing, once the body size and method checks pass:
// a printed link is followed in floods, and routing a request costs more than the link's answer.
import { createStartHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'

import { provideMemberLookup } from './auth/member-lookup.server'
import { contentTtlMs } from './server/cache.server'
import { provideCopyCache } from './content/copy.server'
import { namesPublishedContent } from './content/known-paths.server'
import { previewCookie, verifyPreviewToken } from './content/preview.server'
import { routeTree } from './routeTree.gen'
import { hasPersonalCookie, publicPagePolicy, withCacheHeaders } from './server/cache-control'
import { bodyLimitOf, edgeWords, maxPathChars, serverFunctionPath } from './server/edge'
import { serverEnv } from './server/env.server'
import { healthPaths, healthResponse } from './server/health.server'
import { json, readCookie } from './server/http.server'
import { islandsEntry } from './server/islands-entry'
import { createNotFoundCopy } from './server/not-found-copy'
import { asksForNotFoundPage, notFoundMarker } from './server/not-found-page'
import { asOutageResponse } from './server/outage.server'
import { createPageCache, isCacheable } from './server/page-cache'
import { pageRenderer } from './server/render.server'
import { routeTable } from './server/route-table'
import { newNonce, sealCachedHeaders, securityEnv, withSecurityHeaders } from './server/security-headers.server'
import { codeOfLink, followLink } from './results/go.server'
import { socketIp } from './server/http.server'
import { provideWorkspace } from './workspace/install.server'

const production = serverEnv().NODE_ENV === 'production'

// Pages render to one string, not React's stream: every loader has finished before a page renders,
// so no page has data left to stream and the bytes are the same; the stream's per-chunk encoding
// was pure cost (docs/decisions/0075-pages-render-to-a-string.md: 30-50 % more pages a second).
// A boundary waiting on a lazy chunk (the draft preview's live-preview listener) renders on the client.
// Visitors' pages paint before their script loads (server/hydrate-later.ts); a member's dashboard and
// an editor's preview are working tools and hydrate at once. Development keeps Vite's own entry.
// A visitor's page whose route is made of islands hydrates only those, with the islands entry
// instead of Start's (docs/decisions/0093-visitors-pages-hydrate-as-islands.md).
// Wrapped as Start's default entry wraps its handler: request scope, and thrown errors as answers.
const renderPage = pageRenderer({ hydrateLater: (request) => production && !hasPersonalCookie(request), islands: islandsEntry })
const start = createServerEntry({ fetch: createStartHandler(renderPage.handler) })
const security = securityEnv(serverEnv())
const routes = routeTable(routeTree)

// One second on top of the content cache's two keeps a published edit visible within three here;
// a CDN may add what is left of the five seconds promised (cache-control.ts).
const pageTtlMs = serverEnv().PAGE_CACHE_TTL_MS
const publicPolicy = publicPagePolicy({ promiseMs: 5000, originMs: pageTtlMs + contentTtlMs })

// Features ask the platform who is signed in (server/viewer.server.ts); sessions are auth's.
provideMemberLookup()
provideCopyCache()
// Accepting a proposal starts its collaboration workspace (server/proposal-accepted.server.ts).
provideWorkspace()

const cache = createPageCache({
  ttlMs: pageTtlMs,
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  searchParams: routes.searchParams,
  storedHeaders: sealCachedHeaders,
})
const notFound = createNotFoundCopy({ ttlMs: pageTtlMs, referencePath: '/kindred-not-found-reference-page', storedHeaders: sealCachedHeaders })
const enabled = production && serverEnv().PAGE_CACHE === 'on'

/** Files whose names keep the case they were uploaded or built with, and offer codes' links (`/go/KIND-7QX2PM`), printed in capitals. */
const caseKept = /^\/(?:assets|media|go)\//

/**
 * A page address with a trailing slash, an empty segment or a capital letter (`/about/`,
 * `/partners//x`, `/About`): one permanent redirect to its tidy form, so a typed or printed address
 * finds its page and search engines fold the variants into one. The router alone answers a slash
 * with a temporary 307, and matches `/About` but no slug with a capital. The Location is a path of
 * this site: `//host` tidies to `/host`.
 */
function tidyAddress(request: Request, url: URL): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (url.pathname === '/' || serverFunctionPath.test(url.pathname)) return null
  const collapsed = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/'
  const tidy = caseKept.test(collapsed) ? collapsed : collapsed.toLowerCase()
  if (tidy === url.pathname) return null
  const response = withSecurityHeaders(new Response(null, { status: 308 }), security, { nonce: newNonce(), framedBy: null })
  response.headers.set('location', `${tidy}${url.search}`)
  return response
}

/** A draft preview (valid preview cookie) may be framed by the CMS admin's live preview; nothing else may. */
function framedBy(request: Request): string | null {
  return verifyPreviewToken(readCookie(request, previewCookie)) ? security.cmsOrigin : null
}

async function render(request: Request): Promise<Response> {
  const nonce = newNonce()
  let response = await start.fetch(request, { context: { nonce, serverSsrAttach: renderPage.attachFor(request) } })
  // Start answers 5xx on its server-function endpoint only when it cannot decode the call (unknown id,
  // malformed payload): a failure inside a function is serialised into a 200 answer instead
  // (server/function-errors.server.ts). Such a request is the caller's mistake.
  if (response.status >= 500 && response.status !== 503 && serverFunctionPath.test(new URL(request.url).pathname)) {
    await response.body?.cancel()
    response = json(400, { success: false, errorMessage: 'This request could not be understood.' })
  }
  return withSecurityHeaders(response, security, { nonce, framedBy: framedBy(request) })
}

/** An answer given here rather than by Start, with the same headers. */
const refuse = (status: number, errorMessage: string) => withSecurityHeaders(json(status, { success: false, errorMessage }), security, { nonce: newNonce(), framedBy: null })

/**
 * A read of a path only the CMS catch-alls would take, naming no published page, business type or
 * redirect: the shared not-found copy, with no render and no query. A session cookie does not buy
 * a render (anyone can send one, made up or not): the copy is the anonymous page, never stored
 * for that caller. Only a draft preview, whose cookie is checked by its signature, renders: a new
 * page has no published path yet.
 */
async function unknownPath(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  const headers = new Headers(request.headers)
  headers.delete('cookie')
  const anonymous = new Request(request.url, { method: request.method, headers })
  if (!isCacheable(anonymous) || routes.ownerOf(pathname) !== 'content') return null
  if (verifyPreviewToken(readCookie(request, previewCookie))) return null
  if (await namesPublishedContent(pathname)) return null
  return notFound.handle(anonymous, render)
}

/**
 * A method an endpoint (a route with server handlers and no page) does not answer: 405 naming the
 * ones it does, rather than Start rendering an empty page with 200. OPTIONS gets the list alone.
 */
function wrongMethod(request: Request, allowed: readonly string[] | null): Response | null {
  if (!allowed || allowed.includes(request.method)) return null
  const response =
    request.method === 'OPTIONS'
      ? withSecurityHeaders(new Response(null, { status: 204 }), security, { nonce: newNonce(), framedBy: null })
      : refuse(405, `This address does not accept ${request.method} requests.`)
  response.headers.set('allow', [...allowed, 'OPTIONS'].join(', '))
  return response
}

/**
 * An address under /api that no endpoint answers (`GET /api/proposals/7`, a mistyped path): the
 * API's own JSON 404, which a client can read, rather than the site's 404 page.
 */
const unknownApiPath = (pathname: string) => /^\/api(?:\/|$)/.test(pathname) && routes.ownerOf(pathname) === 'content'

async function answer(request: Request, endpoint: boolean): Promise<Response> {
  // The page cache holds pages: an endpoint (an API, the sitemap, a file) answers every request.
  if (!enabled || endpoint) return notFoundPageFor(request, await render(request))
  return (await unknownPath(request)) ?? cache.handle(request, render)
}

/**
 * An endpoint that found nothing to answer (an unknown offer code's link) asks for the site's
 * not-found page: the shared copy, or a render of it when there is none to give.
 */
async function notFoundPageFor(request: Request, response: Response): Promise<Response> {
  if (!asksForNotFoundPage(response)) return response
  await response.body?.cancel()
  const page = (await notFound.handle(request, render)) ?? (await render(new Request(new URL('/kindred-not-found-reference-page', request.url), { headers: request.headers })))
  const headers = new Headers(page.headers)
  headers.delete(notFoundMarker)
  return new Response(page.body, { status: 404, headers })
}

/** `/go/{code}`: the redirect, the ended offer's page or the not-found page, without routing. */
async function followedLink(request: Request, code: string): Promise<Response> {
  try {
    const response = withSecurityHeaders(await followLink(request, code, { ip: socketIp() }), security, { nonce: newNonce(), framedBy: null })
    return asOutageResponse(await notFoundPageFor(request, response))
  } catch (error) {
    console.error('[server] unexpected error:', error)
    return asOutageResponse(refuse(500, edgeWords.ourFault))
  }
}

/** Every answer the site gives, from the edge checks to a rendered page. */
async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const { pathname } = url
  if (pathname.length > maxPathChars) return refuse(414, edgeWords.tooLong)
  if (Number(request.headers.get('content-length') ?? 0) > bodyLimitOf(pathname)) return refuse(413, edgeWords.tooLarge)
  // Start reads a server function's whole body before anything could cap it while it streams: one
  // sent without a declared length (chunked; browsers always declare it) is refused, not read without end.
  if (serverFunctionPath.test(pathname) && request.body && !request.headers.has('content-length')) return refuse(411, edgeWords.lengthRequired)
  const tidied = tidyAddress(request, url)
  if (tidied) return withCacheHeaders(request, tidied, publicPolicy)
  const health = healthPaths.has(pathname)
  const link = health ? null : codeOfLink(pathname)
  const endpointMethods = health || link !== null ? ['GET', 'HEAD'] : routes.endpointMethods(pathname)
  const refused = wrongMethod(request, endpointMethods)
  if (refused) return withCacheHeaders(request, refused, publicPolicy)
  if (health) return withSecurityHeaders(await healthResponse(pathname), security, { nonce: newNonce(), framedBy: null })
  if (link !== null) return withCacheHeaders(request, await followedLink(request, link), publicPolicy)
  if (unknownApiPath(pathname)) return withCacheHeaders(request, refuse(404, edgeWords.notFound), publicPolicy)
  try {
    // A 500 while the database is away becomes 503 + Retry-After (server/outage.server.ts); headers are kept.
    return asOutageResponse(withCacheHeaders(request, await answer(request, endpointMethods !== null), publicPolicy))
  } catch (error) {
    console.error('[server] unexpected error:', error)
    return asOutageResponse(refuse(500, edgeWords.ourFault))
  }
}

export default createServerEntry({ fetch: handle })
