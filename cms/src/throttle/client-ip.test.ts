import { describe, expect, it } from 'vitest'

import { clientIpOfCms, normaliseAddress, parseTrustProxy, resolveClientIp, throttleKeyOf, TrustProxyError } from './client-ip'
import { markPeerStamping, peerHeader } from './peer'

const none = parseTrustProxy(undefined)
const oneHop = parseTrustProxy('1')
const twoHops = parseTrustProxy('2')

describe('parseTrustProxy', () => {
  it('reads off values, hop counts and address lists', () => {
    for (const value of [undefined, '', '0', 'false', 'off']) expect(parseTrustProxy(value).describe).toBe('none')
    expect(oneHop.describe).toBe('1 hop')
    expect(parseTrustProxy(' 3 ').describe).toBe('3 hops')
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback').describe).toBe('10.0.0.1, 192.168.0.0/16, loopback')
  })

  it('refuses "trust everything" and garbage with a message naming TRUST_PROXY', () => {
    expect(() => parseTrustProxy('true')).toThrow(TrustProxyError)
    expect(() => parseTrustProxy('*')).toThrow(/TRUST_PROXY/)
    expect(() => parseTrustProxy('17')).toThrow(/at most 16/)
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY=proxy\.example\.com/)
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(TrustProxyError)
  })
})

describe('resolveClientIp', () => {
  it('without trusted proxies is the socket address, whatever X-Forwarded-For says', () => {
    expect(resolveClientIp({ peer: '203.0.113.9', forwardedFor: '198.51.100.1', trust: none })).toBe('203.0.113.9')
    expect(resolveClientIp({ peer: '203.0.113.9', forwardedFor: null, trust: none })).toBe('203.0.113.9')
  })

  it('with one hop takes the rightmost entry, never the leftmost the client wrote', () => {
    const forwardedFor = '1.1.1.1, 2.2.2.2, 203.0.113.50'
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor, trust: oneHop })).toBe('203.0.113.50')
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '203.0.113.50', trust: oneHop })).toBe('203.0.113.50')
  })

  it('with two hops takes the second entry from the right', () => {
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '6.6.6.6, 203.0.113.7, 10.0.0.1', trust: twoHops })).toBe('203.0.113.7')
  })

  it('with fewer entries than hops ends at the leftmost entry present', () => {
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '203.0.113.7', trust: twoHops })).toBe('203.0.113.7')
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '', trust: twoHops })).toBe('10.0.0.2')
  })

  it('with an address list skips trusted proxies from the right; the first untrusted one is the client', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1')
    expect(resolveClientIp({ peer: '10.1.2.3', forwardedFor: '6.6.6.6, 203.0.113.8, 192.168.1.1, 10.9.9.9', trust })).toBe('203.0.113.8')
    // A socket that is not a listed proxy is the client, and its X-Forwarded-For is ignored.
    expect(resolveClientIp({ peer: '198.51.100.4', forwardedFor: '6.6.6.6', trust })).toBe('198.51.100.4')
  })

  it('matches IPv6 CIDRs and IPv4-mapped sockets against IPv4 proxies', () => {
    const trust = parseTrustProxy('2001:db8::/32, 127.0.0.1')
    expect(resolveClientIp({ peer: '2001:db8::1', forwardedFor: '2001:db9::5', trust })).toBe('2001:db9::5')
    expect(resolveClientIp({ peer: '::ffff:127.0.0.1', forwardedFor: '203.0.113.1', trust })).toBe('203.0.113.1')
  })

  it('answers a garbled client entry with the trusted hop that relayed it', () => {
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: 'not-an-ip', trust: oneHop })).toBe('10.0.0.2')
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: `${'9'.repeat(500)}, <script>`, trust: twoHops })).toBe('10.0.0.2')
  })

  it('normalises what it returns: mapped IPv6, ports, brackets, zero-compression', () => {
    expect(resolveClientIp({ peer: '::ffff:198.51.100.23', forwardedFor: null, trust: none })).toBe('198.51.100.23')
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '203.0.113.5:51234', trust: oneHop })).toBe('203.0.113.5')
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '[2001:DB8:0:0::1]:443', trust: oneHop })).toBe('2001:db8::1')
  })

  it('is null when there is no socket address to start from', () => {
    expect(resolveClientIp({ peer: undefined, forwardedFor: '203.0.113.5', trust: oneHop })).toBeNull()
    expect(resolveClientIp({ peer: 'garbage', forwardedFor: null, trust: none })).toBeNull()
  })
})

describe('throttleKeyOf', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(throttleKeyOf('198.51.100.23')).toBe('198.51.100.23')
    expect(throttleKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(throttleKeyOf('2001:db8:1:2::ffff')).toBe(throttleKeyOf('2001:db8:1:2:1::'))
    expect(throttleKeyOf('2001:db8:1:3::1')).not.toBe(throttleKeyOf('2001:db8:1:2::1'))
    expect(throttleKeyOf(null)).toBe('unknown')
  })
})

describe('normaliseAddress', () => {
  it('accepts only four-part IPv4 and IPv6', () => {
    expect(normaliseAddress('127.1')).toBeNull()
    expect(normaliseAddress('0x7f.0.0.1')).toBeNull()
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(normaliseAddress(' 192.0.2.1 ')).toBe('192.0.2.1')
    expect(normaliseAddress('')).toBeNull()
  })
})

describe('clientIpOfCms (the socket address the CMS server stamps)', () => {
  const stamped = (peer: string, forwardedFor?: string) => new Headers({ [peerHeader]: peer, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) })

  // First: the process is marked from the next test on, as the CMS server marks its own.
  it('believes no stamp in a process the CMS server did not start (a client may have written it)', () => {
    expect(clientIpOfCms(stamped('203.0.113.9'), none)).toBeNull()
  })

  it('without proxies is the socket address, whatever X-Forwarded-For says', () => {
    markPeerStamping()
    expect(clientIpOfCms(stamped('203.0.113.9', '6.6.6.6'), none)).toBe('203.0.113.9')
    expect(clientIpOfCms(stamped('::ffff:127.0.0.3'), none)).toBe('127.0.0.3')
  })

  it('behind proxies walks back from the socket past the trusted hops', () => {
    markPeerStamping()
    expect(clientIpOfCms(stamped('10.0.0.5', '6.6.6.6, 203.0.113.9'), oneHop)).toBe('203.0.113.9')
    expect(clientIpOfCms(stamped('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.0.0.4'), parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.9')
  })

  it('is unknown without a stamp: the Local API, or garbage', () => {
    markPeerStamping()
    expect(clientIpOfCms(new Headers({ 'x-forwarded-for': '203.0.113.9' }), none)).toBeNull()
    expect(clientIpOfCms(stamped('not an address'), none)).toBeNull()
    expect(clientIpOfCms(undefined, oneHop)).toBeNull()
  })
})
