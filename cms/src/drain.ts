// How the CMS's HTTP server (cms/server.ts) stops: no new connections, requests under way finish,
// and then every connection closes. Node's `server.close()` alone ends only the keep-alive
// connections that are idle at that moment: one that is busy then stays open afterwards, and a
// client that keeps sending on it (a proxy's pool, a health check) is answered for as long as it
// does, so the process never gets to exit. Here each response after the close says
// `Connection: close`, and each connection closes as soon as its last response is sent.
// No imports beyond Node's: cms/server.ts runs under Node's own TypeScript support.
import type { Server } from 'node:http'

/** Makes `server` drainable; the returned function starts the drain and calls `done` once every connection has closed. */
export function drainable(server: Server): (done: (error?: Error) => void) => void {
  let draining = false
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('connection', 'close')
    response.once('finish', () => {
      if (draining) server.closeIdleConnections()
    })
  })
  return (done) => {
    draining = true
    server.close(done)
  }
}
