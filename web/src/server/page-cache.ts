// A whole-response cache for anonymous page views. Content is already cached for CONTENT_TTL_MS
// (content/cache.server.ts); this also saves the React render, which is most of a page's cost.
// Entries live as long as the content cache, so an edit still shows within seconds everywhere,
// and concurrent requests for one page share a single render.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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
  now?: () => number
  /** Rewrites a response's headers as they are stored (server.ts: the stored page's CSP lists script hashes, not the first visitor's nonce). */
  storedHeaders?: (headers: [string, string][], body: ArrayBuffer) => [string, string][]
}

/** Cookies that make a response personal: a member's session, an editor's draft preview or editor bar. */
const personalCookie = /(?:^|;\s*)(?:__Host-)?kindred_(?:session|preview|editor)=/

export function isCacheable(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (personalCookie.test(request.headers.get('cookie') ?? '')) return false
  const { pathname } = new URL(request.url)
  // Server functions, the auth API and draft preview answer per caller; assets are served statically.
  return !/^\/(?:_serverFn|auth|preview|exit-preview|assets)(?:\/|$)/.test(pathname)
}

function storable(response: Response): boolean {
  return [200, 301, 404].includes(response.status) && !response.headers.has('content-encoding') && !response.headers.has('set-cookie') && !/no-store|private/.test(response.headers.get('cache-control') ?? '')
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const entries = new Map<string, CachedResponse>()
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
      const key = request.url
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return toResponse(hit, request)
      // Stale-if-error: an expired copy beats an error page while the database is away.
      const orStale = (response: Response) => (response.status >= 500 && hit ? toResponse(hit, request, 'stale') : response)

      let pending = inFlight.get(key)
      if (!pending) {
        // Render as a GET so a HEAD request can fill the cache for the GETs behind it. Built from the URL:
        // the server's request object is not an undici Request, so `new Request(request, …)` throws.
        const rendering = render(request.method === 'HEAD' ? new Request(request.url, { method: 'GET', headers: request.headers }) : request)
        pending = rendering.then(async (response) => {
          const entry = await capture(response.clone())
          if (entry) {
            if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!)
            entries.delete(key)
            entries.set(key, entry)
          }
          return entry
        })
        inFlight.set(key, pending)
        pending.finally(() => inFlight.delete(key)).catch(() => {})
        const response = await rendering
        const entry = await pending.catch(() => null)
        // The first caller gets the original response unless it was stored (then its body was read).
        return entry ? toResponse(entry, request) : orStale(response)
      }
      const entry = await pending.catch(() => null)
      return entry ? toResponse(entry, request) : orStale(await render(request))
    },
    size: () => entries.size,
  }
}
