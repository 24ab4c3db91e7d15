// Development only: the site's server code runs in Nitro's worker behind Vite's dev server, which
// relays each request to it over loopback (env-runner's proxyFetch), so the worker's socket peer
// is always 127.0.0.1 and every throttle would see one client. This Vite plugin writes the real
// peer address into a header of its own before the relay, overwriting anything a client sent;
// client-ip.server.ts reads it only in development builds (import.meta.env.DEV).
import type { Plugin } from 'vite'

export const devPeerHeader = 'x-kindred-dev-peer'

export function devPeerAddress(): Plugin {
  return {
    name: 'kindred:dev-peer-address',
    apply: 'serve',
    // Before Nitro's middleware, which turns the Node request into the relayed one.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const peer = req.socket.remoteAddress
        if (peer) req.headers[devPeerHeader] = peer
        else delete req.headers[devPeerHeader]
        next()
      })
    },
  }
}
