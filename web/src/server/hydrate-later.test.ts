import { describe, expect, it } from 'vitest'

import { hydrateLater, loaderSource, rewriteForLaterHydration } from './hydrate-later'

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/react-B.js" fetchPriority="low" nonce="n0"/>',
  '</head><body><main>Hello</main><script nonce="n0">$_TSR.e()</script>',
  '<script type="module" async="" src="/assets/index-A.js" nonce="n0"></script></body></html>',
].join('')

const expected = page
  .replace(/<link rel="modulepreload"[^>]*>/g, '')
  .replace('<script type="module" async="" src="/assets/index-A.js" nonce="n0">', `<script nonce="n0" data-entry="/assets/index-A.js" data-preloads="/assets/index-A.js /assets/react-B.js">${loaderSource()}`)

/** Streams `text` in pieces cut at `cuts`, rewrites it, and reads the result back. */
async function rewriteInPieces(text: string, cuts: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const edges = [0, ...cuts, bytes.length]
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < edges.length - 1; i++) controller.enqueue(bytes.slice(edges[i], edges[i + 1]))
      controller.close()
    },
  })
  return new Response(rewriteForLaterHydration(stream)).text()
}

describe('rewriteForLaterHydration', () => {
  it('drops the modulepreload links and turns the entry script into the loader', async () => {
    const out = await rewriteInPieces(page, [])
    expect(out).toBe(expected)
    const markup = out.replace(loaderSource(), '')
    expect(markup).not.toContain('modulepreload')
    expect(markup).not.toContain('type="module"')
    expect(out).toContain('<main>Hello</main>')
  })

  it('gives the same document wherever the stream is cut, inside a tag or a character', async () => {
    const length = new TextEncoder().encode(page).length
    for (let cut = 1; cut < length; cut++) expect(await rewriteInPieces(page, [cut])).toBe(expected)
    expect(await rewriteInPieces(page, [10, 90, 91, 200, 260, 300])).toBe(expected)
    const accented = page.replace('Hello', 'Café – où')
    const at = new TextEncoder().encode(accented).indexOf(0xc3) + 1
    expect(await rewriteInPieces(accented, [at])).toContain('Café – où')
  })

  it('leaves a document without the entry script as it is', async () => {
    const plain = '<!DOCTYPE html><html><body><p>a < b</p></body></html>'
    expect(await rewriteInPieces(plain, [25])).toBe(plain)
  })

  it('is a self-contained script that names the hydration event', () => {
    expect(() => new Function(loaderSource())).not.toThrow()
    expect(loaderSource()).toContain('"kindred:hydrated"')
  })
})

describe('hydrateLater', () => {
  it('rewrites HTML answers only, and drops their stale length', async () => {
    const html = hydrateLater(new Response(page, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999' } }))
    expect(html.status).toBe(404)
    expect(html.headers.get('content-length')).toBeNull()
    expect(await html.text()).toBe(expected)
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(hydrateLater(json)).toBe(json)
  })
})
