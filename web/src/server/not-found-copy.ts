// One rendered not-found page for every path that names nothing. A flood of made-up paths would
// otherwise cost a full render each (about 11 ms of CPU) and, cached per path, memory without end.
// The page is rendered once for a reference path (again when it expires, like any cached page);
// a request gets that copy with the reference path replaced by its own, so the page and the
// browser's router agree on where they are, and a CSP listing the copy's own script hashes.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { negotiateEncoding } from './page-cache'

export type NotFoundCopyOptions = {
  ttlMs: number
  /** A path no route or content will ever answer (it must not occur in the page otherwise). */
  referencePath: string
  now?: () => number
  /** Rewrites a copy's headers for its body (server.ts: the CSP lists the body's script hashes). */
  storedHeaders?: (headers: [string, string][], body: ArrayBuffer) => [string, string][]
}

type Copy = { headers: [string, string][]; parts: string[]; expires: number }

/**
 * Paths that go into the copy as they are: what a URL parser leaves of an ordinary path. Anything
 * else (quotes, ampersands, …) would need escaping for each context the path appears in; such a
 * path is rendered normally instead.
 */
const plainPath = /^\/[A-Za-z0-9\-._~/%]{0,300}$/

export const copiesPath = (pathname: string): boolean => plainPath.test(pathname)

export function createNotFoundCopy(options: NotFoundCopyOptions) {
  const now = options.now ?? Date.now
  let copy: Copy | null = null
  let pending: Promise<Copy | null> | null = null

  async function refresh(request: Request, render: (request: Request) => Promise<Response>): Promise<Copy | null> {
    const reference = new URL(options.referencePath, request.url)
    const response = await render(new Request(reference, { method: 'GET', headers: request.headers }))
    if (response.status !== 404 || response.headers.has('set-cookie') || response.headers.has('content-encoding')) {
      await response.body?.cancel()
      return null
    }
    const text = await response.text()
    const headers = [...response.headers.entries()].filter(([name]) => !['content-length', 'transfer-encoding'].includes(name))
    return { headers, parts: text.split(options.referencePath), expires: now() + options.ttlMs }
  }

  function answer(entry: Copy, request: Request): Response {
    const { pathname } = new URL(request.url)
    const text = entry.parts.join(pathname)
    const bytes = Buffer.from(text, 'utf8')
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    const headers = new Headers(options.storedHeaders ? options.storedHeaders(entry.headers, body) : entry.headers)
    headers.set('x-page-cache', 'not-found')
    headers.append('vary', 'Accept-Encoding')
    let out: Buffer = bytes
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    // Fast settings: this answer is compressed per request, and it is small.
    if (encoding === 'br') out = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    if (encoding === 'gzip') out = gzipSync(bytes, { level: 4 })
    if (encoding) headers.set('content-encoding', encoding)
    headers.set('content-length', String(out.byteLength))
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(out), { status: 404, headers })
  }

  return {
    /** The not-found page for `request`'s path, or null when there is no copy to give (render it instead). */
    async handle(request: Request, render: (request: Request) => Promise<Response>): Promise<Response | null> {
      if (!copiesPath(new URL(request.url).pathname)) return null
      if (!copy || copy.expires <= now()) {
        pending ??= refresh(request, render)
          .catch((error: unknown) => {
            console.error('[not-found] rendering the shared copy failed:', error)
            return null
          })
          .finally(() => (pending = null))
        const fresh = await pending
        // A failed refresh keeps the previous copy (stale-if-error), if there is one.
        if (fresh) copy = fresh
        else if (!copy) return null
      }
      return answer(copy, request)
    },
  }
}
