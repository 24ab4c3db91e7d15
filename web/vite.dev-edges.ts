// Development only: the dev server answers at its edges as the production server does
// (docs/decisions/0101-the-dev-server-at-the-edges.md). Vite relays each request for the site to
// Nitro's worker, where src/server.ts runs; between the two sit Vite's own middlewares and the
// relay, which production does not have:
// - the relay streams a body to the worker and fails with EPIPE when the worker answers before
//   reading all of it, so an oversized or chunked body got Vite's 500;
// - Nitro's dev app refuses a malformed escape with its own 400, whose body is the stack trace, and
//   its dev middleware throws on a path that begins with `//` and names no valid host;
// - every error that reaches Vite's error middleware is answered with an HTML page carrying the
//   stack, and is broadcast over the HMR socket, so Vite's error overlay opened in every browser
//   connected to the server, whoever caused it.
// So the edge here refuses what src/server.ts and Nitro refuse before routing (server/edge.ts),
// before the relay and unread, puts the headers every answer carries on Vite's own answers, and
// answers any error as production does (its 500 words, logged in this terminal), never broadcast.
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Connect, Plugin, ViteDevServer } from 'vite'

import { bodyLimitOf, edgeWords, hasMalformedEscape, serverFunctionPath } from './src/server/edge'
import { dataPolicy, staticFileHeaders } from './src/server/security-headers.server'

/** What Nitro's request adapter (srvx) reads as the body instead of the stream, when it is set. */
type BufferedRequest = IncomingMessage & { rawBody?: Buffer }

/** A short JSON refusal with the headers of production's (server.ts `refuse`, nitro-error.ts). */
function refuse(res: ServerResponse, status: number, errorMessage: string): void {
  const body = JSON.stringify({ success: false, errorMessage })
  res.writeHead(status, {
    ...staticFileHeaders,
    'content-security-policy': dataPolicy,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
}

/**
 * A body sent without a declared length, read up to `limit` bytes: the bytes, or null once it is
 * longer. Then what was read is dropped and the rest is discarded as it arrives, as Node does with a
 * body production answers without reading, so the client reads the answer rather than a reset.
 */
function readCapped(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    let length = 0
    const onData = (part: Buffer) => {
      length += part.length
      if (length > limit) {
        req.off('data', onData)
        req.off('end', onEnd)
        req.resume()
        resolve(null)
      } else parts.push(part)
    }
    const onEnd = () => resolve(Buffer.concat(parts))
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', reject)
  })
}

/**
 * First in the chain: what production refuses before routing is refused here before Vite or the
 * relay sees it. A declared body over the cap is refused unread. A body without a declared length
 * (a script's; browsers always declare one) is refused on a server function, as server.ts does, and
 * elsewhere read here up to the cap, then handed to the relay whole, so the worker may answer
 * without reading it; over the cap, 413.
 */
function edge(): Connect.NextHandleFunction {
  return (req, res, next) => {
    // Vite's own answers (modules, its 404s) carry the headers every answer of the site carries;
    // the site's answers replace them with their own.
    for (const [name, value] of Object.entries(staticFileHeaders)) res.setHeader(name, value)
    res.setHeader('content-security-policy', dataPolicy)
    const url = req.url ?? '/'
    const pathname = url.split('?', 1)[0]!
    if (hasMalformedEscape(pathname)) return refuse(res, 400, edgeWords.badAddress)
    // Nitro's dev middleware parses the path against a base, which reads `//x/…` as a host: one that
    // is no valid host (`//%EF%BF%BD%3E/…`) throws there. Production reads it as a path and tidies it.
    if (!URL.canParse(url, 'http://localhost')) return refuse(res, 400, edgeWords.badAddress)
    const declared = req.headers['content-length']
    if (declared !== undefined) {
      if (Number(declared) > bodyLimitOf(pathname)) return refuse(res, 413, edgeWords.tooLarge)
      return next()
    }
    if (req.headers['transfer-encoding'] === undefined) return next()
    if (serverFunctionPath.test(pathname)) return refuse(res, 411, edgeWords.lengthRequired)
    readCapped(req, bodyLimitOf(pathname)).then(
      (body) => {
        if (!body) return refuse(res, 413, edgeWords.tooLarge)
        ;(req as BufferedRequest).rawBody = body
        next()
      },
      // The client went away while sending.
      () => res.destroy(),
    )
  }
}

/**
 * Last before Vite's error middleware: an error the relay or Vite's module serving passes on is
 * answered with production's 500 and logged here, and Vite never sends it to the browsers.
 */
function answerErrors(server: ViteDevServer): Connect.ErrorHandleFunction {
  return (error, req, res, _next) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
    server.config.logger.error(`[dev] ${req.method} ${(req.url ?? '').slice(0, 200)} failed: ${detail}`, { timestamp: true })
    if (res.headersSent) return void res.destroy()
    refuse(res, 500, edgeWords.ourFault)
  }
}

export function devEdges(): Plugin[] {
  return [
    {
      name: 'kindred:dev-edge',
      apply: 'serve',
      enforce: 'pre',
      configureServer(server) {
        server.middlewares.use(edge())
      },
    },
    {
      name: 'kindred:dev-errors',
      apply: 'serve',
      enforce: 'post',
      // The returned hook runs after Vite's own middlewares and Nitro's relay are installed.
      configureServer(server) {
        return () => {
          server.middlewares.use(answerErrors(server))
        }
      },
    },
  ]
}
