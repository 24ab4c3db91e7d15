// A whole-response cache for anonymous page views. Content is already cached for CONTENT_TTL_MS
// (server/cache.server.ts); this also saves the React render, which is most of a page's cost.
// Entries live as long as the content cache, so an edit still shows within seconds everywhere,
// and concurrent requests for one page share a single render.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { hasPersonalCookie } from './cache-control'

export type CachedResponse = {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
  expires: number
  /** Compressed once per entry, on first demand. */
  encoded: Partial<Record<Encoding, ArrayBuffer>>
}

type Encoding = 'br' | 'gzip'

/** The encoding to answer with: brotli, else gzip, else none (q-values of 0 are honoured). */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  const offered = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name!, q ? Number(q.slice(2)) : 1] as const
    }),
  )
  for (const encoding of ['br', 'gzip'] as const) if ((offered.get(encoding) ?? offered.get('*') ?? 0) > 0) return encoding
  return null
}

function encode(body: ArrayBuffer, encoding: Encoding): ArrayBuffer {
  const input = Buffer.from(body)
  const out = encoding === 'br' ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(input, { level: 6 })
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer
}

export type PageCacheOptions = {
  ttlMs: number
  maxEntries: number
  /** Bound on the bytes held (bodies plus their compressed copies, estimated when stored). */
  maxBytes?: number
  /** The search parameters a path's page reads (its route's validateSearch); every other parameter is left out of the key. */
  searchParams?: (pathname: string) => readonly string[]
  now?: () => number
  /** Rewrites a response's headers as they are stored (server.ts: the stored page's CSP lists script hashes, not the first visitor's nonce). */
  storedHeaders?: (headers: [string, string][], body: ArrayBuffer) => [string, string][]
}

export function isCacheable(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (hasPersonalCookie(request)) return false
  const { pathname } = new URL(request.url)
  // Server functions, the auth and partners APIs and draft preview answer per caller and per query;
  // assets are served statically; uploaded images stream from disk and are cached by browsers for a
  // year; Open Graph images differ by their `?path=` and are cached by whoever fetches them (max-age=300).
  return !/^\/(?:_serverFn|auth|api|preview|exit-preview|assets|media|og)(?:\/|$)/.test(pathname)
}

/**
 * The page a request names: its path and only the search parameters its route reads, sorted, so
 * `?utm_source=…` or `?x=<random>` neither misses the cache nor pushes popular pages out of it.
 */
export function pageKey(url: URL, searchParams: (pathname: string) => readonly string[]): string {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname
  const read = searchParams(pathname)
  const kept = new URLSearchParams()
  for (const name of [...read].sort()) {
    const value = url.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  const search = kept.toString()
  return search ? `${url.pathname}?${search}` : url.pathname
}

/** Not-found answers are not kept per path: any path can be asked for (server/not-found-copy.ts shares one copy). */
function storable(response: Response): boolean {
  return (
    [200, 301, 308].includes(response.status) &&
    !response.headers.has('content-encoding') &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')
  )
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const searchParams = options.searchParams ?? (() => [])
  // Size is estimated when stored: the body, plus up to about half again for its brotli and gzip copies.
  const entries = new LRUCache<string, CachedResponse>({
    max: options.maxEntries,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.body.byteLength * 1.5) + 512),
  })
  const inFlight = new Map<string, Promise<CachedResponse | null>>()

  function toResponse(entry: CachedResponse, request: Request, state: 'hit' | 'stale' = 'hit'): Response {
    const headers = new Headers(entry.headers)
    headers.set('x-page-cache', state)
    headers.append('vary', 'Accept-Encoding')
    let body = entry.body
    const encoding = body.byteLength > 1024 ? negotiateEncoding(request.headers.get('accept-encoding')) : null
    if (encoding) {
      body = entry.encoded[encoding] ??= encode(entry.body, encoding)
      headers.set('content-encoding', encoding)
    }
    headers.set('content-length', String(body.byteLength))
    return new Response(request.method === 'HEAD' ? null : body.slice(0), { status: entry.status, headers })
  }

  async function capture(response: Response): Promise<CachedResponse | null> {
    if (!storable(response)) return null
    const body = await response.arrayBuffer()
    const kept = [...response.headers.entries()].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
    const headers = options.storedHeaders ? options.storedHeaders(kept, body) : kept
    return { status: response.status, headers, body, expires: now() + options.ttlMs, encoded: {} }
  }

  return {
    async handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response> {
      if (!isCacheable(request)) return render(request)
      const url = new URL(request.url)
      const key = pageKey(url, searchParams)
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return toResponse(hit, request)
      // Stale-if-error: an expired copy beats an error page while the database is away.
      const orStale = (response: Response) => (response.status >= 500 && hit ? toResponse(hit, request, 'stale') : response)

      let pending = inFlight.get(key)
      if (!pending) {
        // Rendered for the key's URL, so the stored page holds nothing of the parameters the key leaves out,
        // and as a GET so a HEAD request can fill the cache for the GETs behind it. Built from the URL:
        // the server's request object is not an undici Request, so `new Request(request, …)` throws.
        const keyed = new URL(key, url)
        const same = request.method === 'GET' && keyed.href === url.href
        const rendering = render(same ? request : new Request(keyed, { method: 'GET', headers: request.headers }))
        pending = rendering.then(async (response) => {
          const entry = await capture(response.clone())
          if (entry) entries.set(key, entry)
          return entry
        })
        inFlight.set(key, pending)
        // The rejection is answered below (and by each waiting caller); this chain only forgets the key.
        pending.finally(() => inFlight.delete(key)).catch(() => {})
        const response = await rendering
        // A page that could not be captured is not cached; the caller still gets the render's own answer.
        const entry = await pending.catch(() => null)
        // The first caller gets the original response unless it was stored (then its body was read).
        return entry ? toResponse(entry, request) : orStale(response)
      }
      // The first caller's render failed or was not cacheable: this caller renders its own.
      const entry = await pending.catch(() => null)
      return entry ? toResponse(entry, request) : orStale(await render(request))
    },
    size: () => entries.size,
    bytes: () => entries.calculatedSize,
  }
}
