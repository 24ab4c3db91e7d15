import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { createNotFoundCopy } from './not-found-copy'

const reference = '/reference-not-found'
const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers })

function site() {
  const rendered: string[] = []
  return {
    rendered,
    render: async (req: Request) => {
      const { pathname } = new URL(req.url)
      rendered.push(pathname)
      const html = `<html><script>window.$router={"href":"${pathname}"}</script><p>Not found</p></html>`
      return new Response(html, { status: 404, headers: { 'content-type': 'text/html', 'x-render': 'yes' } })
    },
  }
}

describe('not-found copy', () => {
  it('renders once and answers every unknown path with its own path in the page', async () => {
    let now = 0
    const copies = createNotFoundCopy({ ttlMs: 1000, referencePath: reference, now: () => now })
    const { rendered, render } = site()
    for (const path of ['/nope', '/some/deeper/x-1', '/no%20space']) {
      const response = (await copies.handle(request(path), render))!
      expect(response.status).toBe(404)
      expect(response.headers.get('x-page-cache')).toBe('not-found')
      expect(await response.text()).toContain(`{"href":"${path}"}`)
    }
    expect(rendered).toEqual([reference])
    now = 1001
    await copies.handle(request('/again'), render)
    expect(rendered).toEqual([reference, reference])
  })

  it('recomputes the headers for each body (the CSP hashes its scripts) and compresses on request', async () => {
    const copies = createNotFoundCopy({
      ttlMs: 1000,
      referencePath: reference,
      storedHeaders: (headers, body) => [...headers, ['x-length', String(body.byteLength)]],
    })
    const { render } = site()
    const short = (await copies.handle(request('/a'), render))!
    const long = (await copies.handle(request('/aaaa', { 'accept-encoding': 'gzip' }), render))!
    expect(Number(long.headers.get('x-length')) - Number(short.headers.get('x-length'))).toBe(3)
    expect(long.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await long.arrayBuffer())).toString()).toContain('"/aaaa"')
  })

  it('prepares a page that does not show its path once for every path', async () => {
    let sealed = 0
    const copies = createNotFoundCopy({ ttlMs: 1000, referencePath: reference, storedHeaders: (headers) => (sealed++, headers) })
    const render = async () => new Response('<p>Not found</p>', { status: 404, headers: { 'content-type': 'text/html' } })
    for (const path of ['/a', '/b', '/c']) expect(await (await copies.handle(request(path, { 'accept-encoding': 'br' }), render))!.arrayBuffer()).toBeTruthy()
    expect(sealed).toBe(1)
  })

  it('leaves paths it cannot copy safely, and answers that are not a plain 404, to a normal render', async () => {
    const copies = createNotFoundCopy({ ttlMs: 1000, referencePath: reference })
    const { render } = site()
    expect(await copies.handle(request("/it's&more"), render)).toBeNull()
    const failing = createNotFoundCopy({ ttlMs: 1000, referencePath: reference })
    expect(await failing.handle(request('/x'), async () => new Response('down', { status: 500 }))).toBeNull()
  })
})
