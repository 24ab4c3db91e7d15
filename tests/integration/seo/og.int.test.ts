// The Open Graph image route draws each card once: paths that show the same card (any path naming
// no page shows the site's own) are answered from the drawn PNG, not drawn again (decision 0090).
import { describe, expect, it } from 'vitest'

import { Route } from '~/routes/og'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'

type Handler = (context: { request: Request }) => Promise<Response>
const get = (Route as unknown as { options: { server: { handlers: { GET: Handler } } } }).options.server.handlers.GET

async function og(path: string) {
  const response = await get({ request: new Request(`http://localhost:3000/og?path=${encodeURIComponent(path)}`) })
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('x-og-cache'), png: Buffer.from(await response.arrayBuffer()) }
}

describe('GET /og', () => {
  it('draws a card once, and answers every path showing it with the same image', async () => {
    const word = Date.now().toString(36)
    const first = await og(`/no-such-page-${word}-a`)
    expect(first).toMatchObject({ status: 200, type: 'image/png' })
    expect(first.png.subarray(1, 4).toString()).toBe('PNG')
    // Many new paths at once, each naming no page: one card, drawn at most once more.
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => og(`/no-such-page-${word}-${i}`)))
    for (const other of others) {
      expect(other.status).toBe(200)
      expect(other.cache).toBe('hit')
      expect(other.png.equals(first.png)).toBe(true)
    }
  }, 60_000)
})
