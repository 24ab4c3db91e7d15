// The caller's address for every throttle of the site (auth, contact, and whatever comes next).
// Behind proxies, TRUST_PROXY says which hops to believe (a count or their addresses, proxy-addr
// semantics; see @kindred/cms/throttle and docs/decisions/0032-lockout-and-device-tokens.md).
import { getRequest, getRequestIP } from '@tanstack/react-start/server'

import { resolveClientIp, throttleKeyOf } from '@kindred/cms/throttle'

/** Written by the dev server (the devPeerAddress plugin in web/vite.config.ts), read in development only. */
const devPeerHeader = 'x-kindred-dev-peer'

export type HandlerContext = { ip?: string }

/** The client's address (IPv4-mapped IPv6 as IPv4), or null when nothing trustworthy names it. */
export function clientAddress(request: Request, context?: HandlerContext): string | null {
  return resolveClientIp({ peer: context?.ip, forwardedFor: request.headers.get('x-forwarded-for') })
}

/** The key a throttle counts the caller under: its IPv4 address or its IPv6 /64, `unknown` if none. */
export function clientIp(request: Request, context?: HandlerContext): string {
  return throttleKeyOf(clientAddress(request, context))
}

/**
 * The socket's peer address when running inside TanStack Start; undefined elsewhere (tests pass
 * `ip`). In development the site runs in Nitro's worker behind Vite's dev server, which relays every
 * request over loopback (so the worker's peer is always 127.0.0.1) and hands the real peer over in
 * a header of its own, overwriting whatever a client sent in it.
 */
export function socketIp(): string | undefined {
  try {
    if (import.meta.env.DEV) return getRequest().headers.get(devPeerHeader) ?? undefined
    return getRequestIP()
  } catch {
    return undefined
  }
}
