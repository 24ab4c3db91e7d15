// The CMS's HTTP server, in place of `next start` / `next dev`: Next.js's request handler behind a
// Node server of our own, for the one thing Next gives route handlers no way to know, the socket's
// address. Every request gets it stamped (src/throttle/peer.ts) before Next sees it, so the staff
// sign-in limits count the client's socket, or with TRUST_PROXY the address the proxies vouch for.
// SIGTERM drains as `next start` does: stop accepting, let requests under way finish and close
// every connection after its last answer (src/drain.ts), close Next, exit 143. Run by Node itself
// (its TypeScript support): `node server.ts [--dev] [--port N] [--hostname H]`.
import { drainable } from './src/drain.ts'
import { markPeerStamping, stampingServer } from './src/throttle/peer.ts'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

const dev = process.argv.includes('--dev')
const port = Number(option('--port') ?? process.env.CMS_PORT ?? 3001)
const hostname = option('--hostname') ?? process.env.HOST ?? 'localhost'
// What `next start` and `next dev` set before anything reads it (React picks its build from it).
;(process.env as Record<string, string>).NODE_ENV ??= dev ? 'development' : 'production'

// Before Next starts: its start-up (instrumentation.ts) checks that this process stamps addresses.
markPeerStamping()

const { default: next } = await import('next')
const app = next({ dev, dir: import.meta.dirname, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

const server = stampingServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('[cms] request failed:', error)
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
    response.end('Internal Server Error')
  })
})
const drain = drainable(server)
if (dev) {
  const upgrade = app.getUpgradeHandler()
  // Next's hot-reload socket: a failed upgrade closes that socket and is logged, like a failed request.
  server.on('upgrade', (request, socket, head) => {
    upgrade(request, socket, head).catch((error: unknown) => {
      console.error('[cms] upgrade failed:', error)
      socket.destroy()
    })
  })
}
server.on('error', (error) => {
  console.error(`[cms] cannot listen on ${hostname}:${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, hostname, () => console.log(`[cms] ready on http://${hostname}:${port}${dev ? ' (development)' : ''}`))

let stopping = false
function stop(signal: 'SIGTERM' | 'SIGINT'): void {
  if (stopping) return
  stopping = true
  // Stops accepting; requests under way finish, and each connection closes after its last answer.
  drain((error) => {
    if (error) console.error('[cms] closing the listener:', error)
    app.close().then(
      () => process.exit(signal === 'SIGTERM' ? 143 : 130),
      (closeError: unknown) => {
        console.error('[cms] closing Next.js:', closeError)
        process.exit(1)
      },
    )
  })
  // The development server holds HMR sockets open for as long as a browser tab does.
  if (dev) server.closeAllConnections()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
