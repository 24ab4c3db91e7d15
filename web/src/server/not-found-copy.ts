// One rendered not-found page for every path that names nothing. A flood of made-up paths would
// otherwise cost a full render each (about 11 ms of CPU) and, cached per path, memory without end.
// The page is rendered once for a reference path (again when it expires, like any cached page).
// Today's page does not show its path, so one body, hashed and compressed once, serves every path;
// should it ever show it, each request gets the copy with the reference path replaced by its own
// (and a CSP listing that body's script hashes).

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

type Copy = {
  headers: [string, string][]
  parts: string[]
  expires: number
  /** When the page does not show its path, one body (and its compressed forms) serves every path. */
  shared?: Body
}

type Body = { bytes: Buffer; headers: [string, string][]; encoded: Partial<Record<'br' | 'gzip', Buffer>> }

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

  function bodyFor(entry: Copy, pathname: string): Body {
    if (entry.shared) return entry.shared
    const bytes = Buffer.from(entry.parts.join(pathname), 'utf8')
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    const made = { bytes, headers: options.storedHeaders ? options.storedHeaders(entry.headers, body) : entry.headers, encoded: {} }
    if (entry.parts.length === 1) entry.shared = made
    return made
  }

  function answer(entry: Copy, request: Request): Response {
    const body = bodyFor(entry, new URL(request.url).pathname)
    const headers = new Headers(body.headers)
    headers.set('x-page-cache', 'not-found')
    headers.append('vary', 'Accept-Encoding')
    let out = body.bytes
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    if (encoding) {
      // Fast settings when the body differs per path (compressed per request); kept when it is shared.
      out = body.encoded[encoding] ??=
        encoding === 'br' ? brotliCompressSync(body.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: entry.shared ? 6 : 4 } }) : gzipSync(body.bytes, { level: entry.shared ? 6 : 4 })
      headers.set('content-encoding', encoding)
    }
    headers.set('content-length', String(out.byteLength))
    // The stored bytes themselves: the body is copied when the answer is written, never changed.
    return new Response(request.method === 'HEAD' ? null : (out as Uint8Array<ArrayBuffer>), { status: 404, headers })
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
