// Who may keep a copy of an answer, and for how long (docs/decisions/0065-http-caching.md).
// Anonymous pages may sit in a shared cache (a CDN) for a second or two: the content cache, the
// page cache and the CDN together still show a published edit within the five seconds promised.
// Anything rendered for a member or an editor's draft preview, and every API answer, is never stored.
// Built assets are content-hashed, so they are cached for a year (vite.config.ts routeRules).
// Plain Node, no framework imports: server.ts and the tests use it.

/** Cookies that make an answer personal: a member's session, an editor's draft preview or editor bar. */
const personalCookie = /(?:^|;\s*)(?:__Host-)?kindred_(?:session|preview|editor)=/

export const hasPersonalCookie = (request: Request): boolean => personalCookie.test(request.headers.get('cookie') ?? '')

/** Answers per caller whatever the cookies: server functions, the auth and partner APIs, the preview entry. */
const apiPath = /^\/(?:_serverFn|auth|api|preview|exit-preview)(?:\/|$)/
/** Pages that only exist for a signed-in member: an anonymous visitor is sent to log in, a member sees their own data. */
const memberPath = /^\/dashboard(?:\/|$)/

/** Statuses a shared cache may keep for an anonymous visitor: the page, a permanent redirect, not found. */
const shareableStatus = new Set([200, 301, 308, 404, 410])

export const immutableAsset = 'public, max-age=31536000, immutable'
export const noStore = 'no-store'
export const privateNoStore = 'private, no-store'

export type FreshnessBudget = {
  /** The end-to-end promise: a published edit is visible everywhere within this many milliseconds. */
  promiseMs: number
  /** How long this process may keep serving what it already has: content cache + page cache lifetimes. */
  originMs: number
}

/**
 * The anonymous page policy. The worst case for an edit published at P: the content cache loaded the
 * old copy just before P and keeps it `content TTL`; a page rendered from it at the end of that lives
 * `page TTL` more; a CDN that fetched it at the last moment serves it fresh for s-maxage and stale
 * (while revalidating) for stale-while-revalidate. The two shared-cache terms share what is left of
 * the promise. Browsers revalidate every time (max-age=0).
 */
export function publicPagePolicy({ promiseMs, originMs }: FreshnessBudget): string {
  const budget = Math.max(0, Math.floor((promiseMs - originMs) / 1000))
  const sharedMaxAge = Math.ceil(budget / 2)
  const staleWhileRevalidate = budget - sharedMaxAge
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`
}

/** The Cache-Control (and Vary) an answer leaves with. `publicPolicy` comes from publicPagePolicy. */
export function cacheHeadersFor(request: Request, response: Response, publicPolicy: string): { cacheControl: string; varyCookie: boolean } {
  const { pathname } = new URL(request.url)
  const personal = hasPersonalCookie(request) || response.headers.has('set-cookie') || memberPath.test(pathname)
  if (personal) return { cacheControl: privateNoStore, varyCookie: true }
  if (apiPath.test(pathname)) return { cacheControl: noStore, varyCookie: false }
  const own = response.headers.get('cache-control')
  // A route that chose its own policy (robots.txt, the sitemap, a token page's no-store) keeps it.
  if (own) return { cacheControl: own, varyCookie: false }
  const anonymousRead = request.method === 'GET' || request.method === 'HEAD'
  if (anonymousRead && shareableStatus.has(response.status)) return { cacheControl: publicPolicy, varyCookie: false }
  return { cacheControl: noStore, varyCookie: false }
}

function apply(headers: Headers, policy: { cacheControl: string; varyCookie: boolean }): void {
  headers.set('cache-control', policy.cacheControl)
  if (policy.varyCookie && !/(?:^|,)\s*cookie\s*(?:,|$)/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Cookie')
}

/** `response` with its caching headers set (copied first when its headers are immutable, as in Response.redirect). */
export function withCacheHeaders(request: Request, response: Response, publicPolicy: string): Response {
  const policy = cacheHeadersFor(request, response, publicPolicy)
  try {
    apply(response.headers, policy)
    return response
  } catch {
    const copy = new Response(response.body, response)
    apply(copy.headers, policy)
    return copy
  }
}
