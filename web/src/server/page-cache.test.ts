import { describe, expect, it } from 'vitest'

import { createPageCache, isCacheable, pageKey } from './page-cache'

const page = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init)

function counter(response: () => Response) {
  let calls = 0
  return {
    render: async () => {
      calls++
      return response()
    },
    calls: () => calls,
  }
}

describe('page cache', () => {
  it('serves a repeat anonymous view from memory until it expires', async () => {
    let now = 0
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, now: () => now })
    const site = counter(() => new Response('<h1>Home</h1>', { headers: { 'content-type': 'text/html' } }))
    expect(await (await cache.handle(page('/'), site.render)).text()).toBe('<h1>Home</h1>')
    const second = await cache.handle(page('/'), site.render)
    expect(await second.text()).toBe('<h1>Home</h1>')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(site.calls()).toBe(1)
    now = 1001
    await cache.handle(page('/'), site.render)
    expect(site.calls()).toBe(2)
  })

  it('renders once for concurrent requests', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 })
    const site = counter(() => new Response('ok'))
    const bodies = await Promise.all(Array.from({ length: 8 }, () => cache.handle(page('/about'), site.render).then((r) => r.text())))
    expect(bodies).toEqual(Array(8).fill('ok'))
    expect(site.calls()).toBe(1)
  })

  it('never caches personal or state-changing responses', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 })
    const withCookie = counter(() => new Response('hi', { headers: { 'set-cookie': 'a=b' } }))
    await cache.handle(page('/login'), withCookie.render)
    await cache.handle(page('/login'), withCookie.render)
    expect(withCookie.calls()).toBe(2)

    const failing = counter(() => new Response('oops', { status: 500 }))
    await cache.handle(page('/x'), failing.render)
    await cache.handle(page('/x'), failing.render)
    expect(failing.calls()).toBe(2)
  })

  it('bypasses members, previews, writes and the APIs', () => {
    expect(isCacheable(page('/'))).toBe(true)
    expect(isCacheable(page('/', { headers: { cookie: 'ph=1; kindred_session=abc' } }))).toBe(false)
    expect(isCacheable(page('/', { headers: { cookie: '__Host-kindred_session=abc' } }))).toBe(false)
    expect(isCacheable(page('/', { headers: { cookie: 'kindred_preview=abc' } }))).toBe(false)
    expect(isCacheable(page('/', { headers: { cookie: 'kindred_editor=abc' } }))).toBe(false)
    expect(isCacheable(page('/exit-preview?path=/'))).toBe(false)
    expect(isCacheable(page('/contact', { method: 'POST' }))).toBe(false)
    expect(isCacheable(page('/auth/profile'))).toBe(false)
    expect(isCacheable(page('/_serverFn/abc'))).toBe(false)
    // Open Graph images differ by ?path=, which no route declares: one key would serve one image for every page.
    expect(isCacheable(page('/og?path=/about'))).toBe(false)
    expect(isCacheable(page('/media/hero-480.avif'))).toBe(false)
    // The JSON APIs read their own query strings, which no route declares.
    expect(isCacheable(page('/api/partners?q=coffee'))).toBe(false)
  })

  it('keeps at most maxEntries pages', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 })
    for (const path of ['/a', '/b', '/c']) await cache.handle(page(path), async () => new Response(path))
    expect(cache.size()).toBe(2)
  })

  it('keeps at most maxBytes, dropping the least recently used page first', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 40_000 })
    const renders: string[] = []
    const big = async (request: Request) => {
      const { pathname } = new URL(request.url)
      renders.push(pathname)
      return new Response(`${pathname}${'x'.repeat(10_000)}`)
    }
    // About 15 KB an entry counted (body and its compressed copies): two fit.
    for (const path of ['/a', '/b', '/a', '/c', '/a']) await cache.handle(page(path), big)
    expect(cache.bytes()).toBeLessThanOrEqual(40_000)
    expect(cache.size()).toBe(2)
    // /a, used most recently, stayed; /b was dropped for /c.
    expect(renders).toEqual(['/a', '/b', '/c'])
    await cache.handle(page('/b'), big)
    expect(renders).toEqual(['/a', '/b', '/c', '/b'])
  })

  it('keys a page on its path and the search parameters its route reads, nothing else', async () => {
    const reads = (pathname: string) => (pathname === '/login' ? ['redirect', 'error'] : [])
    expect(pageKey(new URL('http://h/about?x=1&utm_source=y'), reads)).toBe('/about')
    expect(pageKey(new URL('http://h/login?x=1&redirect=%2Fdashboard&error=google'), reads)).toBe('/login?error=google&redirect=%2Fdashboard')
    expect(pageKey(new URL('http://h/login?error=google&redirect=%2Fdashboard'), reads)).toBe('/login?error=google&redirect=%2Fdashboard')

    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, searchParams: reads })
    const seen: string[] = []
    const render = async (request: Request) => (seen.push(request.url), new Response('about'))
    for (let i = 0; i < 5; i++) await cache.handle(page(`/about?x=${i}`), render)
    // Rendered once, for the key's URL: the stored page holds nothing of the ignored parameters.
    expect(seen).toEqual(['http://localhost/about'])
    expect(cache.size()).toBe(1)
  })

  it('keeps no not-found answer per path', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 })
    const missing = counter(() => new Response('nothing here', { status: 404 }))
    await cache.handle(page('/nope'), missing.render)
    await cache.handle(page('/nope'), missing.render)
    expect(missing.calls()).toBe(2)
    expect(cache.size()).toBe(0)
  })
})

describe('compression', () => {
  it('answers cached pages in brotli or gzip as the browser accepts', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib')
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 })
    const html = `<p>${'Connect. Collaborate. Grow. '.repeat(200)}</p>`
    const render = async () => new Response(html, { headers: { 'content-type': 'text/html' } })
    await cache.handle(page('/'), render)
    const gz = await cache.handle(page('/', { headers: { 'accept-encoding': 'gzip' } }), render)
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html)
    const br = await cache.handle(page('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } }), render)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html)
    const plain = await cache.handle(page('/', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } }), render)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(html)
  })
})
