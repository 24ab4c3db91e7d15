// The socket's address, carried from the CMS's own HTTP server (cms/server.ts) to its route
// handlers, which Next.js gives no socket. The server overwrites the header on every request, so a
// client's copy never arrives; and the CMS believes the header only in a process that server
// started, so a CMS started some other way (a bare `next start`) never takes a client's word for it.
// No imports: cms/server.ts runs under Node's own TypeScript support, without a bundler.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http'

/** The request header that carries the socket's address. */
export const peerHeader = 'x-kindred-peer'

const stamping = Symbol.for('kindred.cms.stamps-peer')

/** Marks this process as one whose every HTTP request passes `stampPeer` (the CMS server, and tests standing in for it). */
export function markPeerStamping(): void {
  ;(globalThis as Record<symbol, unknown>)[stamping] = true
}

/** Whether this process's requests carry a stamped socket address. */
export function stampsPeer(): boolean {
  return (globalThis as Record<symbol, unknown>)[stamping] === true
}

/** Replaces whatever the client sent under `peerHeader` with the socket's address (empty when the socket has none). */
export function stampPeer(request: IncomingMessage): void {
  request.headers[peerHeader] = request.socket.remoteAddress ?? ''
  // Node keeps the raw list beside the parsed one; nothing downstream may find the client's copy there.
  const raw = request.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === peerHeader) raw.splice(i, 2)
}

/** An HTTP server that stamps every request's socket address before `listener` sees it, and marks the process as stamping. */
export function stampingServer(listener: RequestListener): Server {
  markPeerStamping()
  return createServer((request, response) => {
    stampPeer(request)
    listener(request, response)
  })
}
