import { describe, expect, it } from 'vitest'

import { cacheHeadersFor, immutableAsset, publicPagePolicy, withCacheHeaders } from './cache-control'

const policy = publicPagePolicy({ promiseMs: 5000, originMs: 3000 })
const get = (path: string, cookie?: string, method = 'GET') => new Request(`http://localhost${path}`, { method, headers: cookie ? { cookie } : {} })
const page = (status = 200, headers: Record<string, string> = {}) => new Response('<p>x</p>', { status, headers: { 'content-type': 'text/html', ...headers } })

describe('cache headers', () => {
  it('lets a shared cache keep anonymous pages only as long as the five-second promise allows', () => {
    expect(policy).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1')
    expect(publicPagePolicy({ promiseMs: 5000, originMs: 1000 })).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2')
    // Nothing left of the promise: revalidate every time.
    expect(publicPagePolicy({ promiseMs: 5000, originMs: 6000 })).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0')
    for (const [path, status] of [
      ['/', 200],
      ['/coffee-shop', 200],
      ['/no-such-page', 404],
      ['/old', 301],
    ] as const) {
      expect(cacheHeadersFor(get(path), page(status), policy), path).toEqual({ cacheControl: policy, varyCookie: false })
    }
  })

  it('never lets anyone keep what was rendered for a member or a preview', () => {
    for (const cookie of ['kindred_session=abc', 'ph=1; __Host-kindred_session=abc', 'kindred_preview=t']) {
      expect(cacheHeadersFor(get('/', cookie), page(), policy)).toEqual({ cacheControl: 'private, no-store', varyCookie: true })
    }
    expect(cacheHeadersFor(get('/login'), page(200, { 'set-cookie': 'a=b' }), policy).cacheControl).toBe('private, no-store')
    // The member area, even when the visitor is sent to log in.
    expect(cacheHeadersFor(get('/dashboard'), new Response(null, { status: 307, headers: { location: '/login' } }), policy).cacheControl).toBe('private, no-store')
    expect(cacheHeadersFor(get('/dashboard/business'), page(), policy).cacheControl).toBe('private, no-store')
  })

  it('keeps the APIs, failures, temporary redirects and writes out of every cache', () => {
    for (const path of ['/api/partners?q=x', '/auth/profile', '/_serverFn/abc', '/preview?token=x']) {
      expect(cacheHeadersFor(get(path), Response.json({}), policy).cacheControl, path).toBe('no-store')
    }
    expect(cacheHeadersFor(get('/'), page(500), policy).cacheControl).toBe('no-store')
    expect(cacheHeadersFor(get('/x'), new Response(null, { status: 302, headers: { location: '/' } }), policy).cacheControl).toBe('no-store')
    expect(cacheHeadersFor(get('/contact', undefined, 'POST'), page(200), policy).cacheControl).toBe('no-store')
  })

  it('keeps a policy a route chose for itself', () => {
    expect(cacheHeadersFor(get('/robots.txt'), new Response('', { headers: { 'cache-control': 'public, max-age=300' } }), policy).cacheControl).toBe('public, max-age=300')
    expect(cacheHeadersFor(get('/reset-password?token=t'), page(200, { 'cache-control': 'no-store' }), policy).cacheControl).toBe('no-store')
  })

  it('sets the headers on immutable responses too, and names Cookie in Vary once', () => {
    const redirect = withCacheHeaders(get('/', 'kindred_session=a'), Response.redirect('http://localhost/login', 302), policy)
    expect(redirect.headers.get('cache-control')).toBe('private, no-store')
    const twice = withCacheHeaders(get('/', 'kindred_session=a'), page(200, { vary: 'Accept-Encoding, Cookie' }), policy)
    expect(twice.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(immutableAsset).toBe('public, max-age=31536000, immutable')
  })
})
