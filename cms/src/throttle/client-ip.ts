// Who is calling, as every throttle of the site and the CMS sees it. `proxy-addr` (Express's own
// resolver) walks X-Forwarded-For from the right, past the proxies TRUST_PROXY names; the first
// address it does not trust is the client. The leftmost entry, which the client writes itself,
// never wins on its own. Throttles key IPv6 clients by their /64: one subscriber usually holds a
// whole /64, so a per-address key would give them 2^64 fresh budgets.
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

import { serverEnv } from '../env'
import { peerHeader, stampsPeer } from './peer'

export type TrustProxy = { readonly describe: string; readonly trust: (address: string, hop: number) => boolean }

const noProxy: TrustProxy = { describe: 'none', trust: () => false }
const off = new Set(['', '0', 'false', 'off', 'no'])
const maxHops = 16

export class TrustProxyError extends Error {}

/**
 * Reads TRUST_PROXY: unset or `0` for none (the socket address is the client), a hop count
 * (`1`, `2`: that many proxies in front, whatever their addresses), or a comma list of proxy
 * addresses, CIDRs and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase()
  if (off.has(text)) return noProxy
  if (text === 'true' || text === '*') {
    throw new TrustProxyError(`TRUST_PROXY=${value} would trust any address a client writes into X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses.`)
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > maxHops) throw new TrustProxyError(`TRUST_PROXY=${value}: at most ${maxHops} proxies.`)
    return { describe: `${hops} hop${hops === 1 ? '' : 's'}`, trust: (_address, hop) => hop < hops }
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    return { describe: entries.join(', '), trust: proxyaddr.compile(entries) }
  } catch (error) {
    throw new TrustProxyError(`TRUST_PROXY=${value} is neither a hop count nor a list of addresses/CIDRs: ${(error as Error).message}`)
  }
}

let cached: { source: string | undefined; value: TrustProxy } | undefined

/** TRUST_PROXY from the parsed environment, compiled once per value (tests change it). */
export function trustProxyFromEnv(): TrustProxy {
  // The schema's module imports this one for parseTrustProxy; both are only called, never read, at load.
  const source = serverEnv().TRUST_PROXY
  if (!cached || cached.source !== source) cached = { source, value: parseTrustProxy(source) }
  return cached.value
}

/** A well-formed address in canonical form (IPv4-mapped IPv6 as IPv4, ports and brackets dropped), or null. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  if (!raw) return null
  let text = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  if (text.length > 64 || !(ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text))) return null
  const address = ipaddr.process(text)
  if (address.kind() === 'ipv4') return address.toString()
  const v6 = address as ipaddr.IPv6
  return new ipaddr.IPv6(v6.parts).toRFC5952String()
}

type Resolve = {
  /** The socket's peer address. */
  peer: string | null | undefined
  forwardedFor: string | null | undefined
  trust?: TrustProxy
}

/** The client's address: proxy-addr's answer, or the nearest trusted hop when that answer is not an address. */
export function resolveClientIp({ peer, forwardedFor, trust = trustProxyFromEnv() }: Resolve): string | null {
  // An unknown socket (no server underneath) vouches for nobody.
  if (!peer) return null
  const request = { headers: { 'x-forwarded-for': forwardedFor ?? '' }, socket: { remoteAddress: peer } }
  const chain = proxyaddr.all(request as never, trust.trust)
  // Walking back only passes trusted hops, whose word is taken; a garbled entry from beyond them
  // (a client writing nonsense past a proxy that trusts it) is answered with the hop that relayed it.
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = normaliseAddress(chain[i])
    if (address) return address
  }
  return null
}

/** The key throttles count under: the IPv4 address, or the IPv6 /64 network (`2001:db8:1:2::/64`). */
export function throttleKeyOf(address: string | null): string {
  if (!address) return 'unknown'
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toRFC5952String()}/64`
}

type HeaderReader = { get(name: string): string | null } | null | undefined

/**
 * The caller of the CMS. Next.js hands route handlers no socket address; the CMS's own server
 * (cms/server.ts) stamps it into `peerHeader`, and from there the rules are the site's: without
 * TRUST_PROXY the socket is the client and X-Forwarded-For is ignored; with it, proxy-addr walks
 * back past the trusted hops. No stamp (the Local API, or a CMS not started by that server): unknown.
 */
export function clientIpOfCms(headers: HeaderReader, trust = trustProxyFromEnv()): string | null {
  const peer = stampsPeer() ? normaliseAddress(headers?.get(peerHeader)) : null
  if (!peer) return null
  return resolveClientIp({ peer, forwardedFor: headers?.get('x-forwarded-for'), trust })
}
