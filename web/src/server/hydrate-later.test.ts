import { describe, expect, it } from 'vitest'

import { loaderSource, rewriteForLaterHydration } from './hydrate-later'

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/react-B.js" fetchPriority="low" nonce="n0"/>',
  '</head><body><main>Hello</main><script nonce="n0">$_TSR.e()</script>',
  '<script type="module" async="" src="/assets/index-A.js" nonce="n0"></script></body></html>',
].join('')

const expected = page
  .replace(/<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    '<script type="module" async="" src="/assets/index-A.js" nonce="n0">',
    `<script nonce="n0" data-entry="/assets/index-A.js" data-preloads="/assets/index-A.js /assets/react-B.js">${loaderSource()}`,
  )

describe('rewriteForLaterHydration', () => {
  it('drops the modulepreload links and turns the entry script into the loader', () => {
    const out = rewriteForLaterHydration(page)
    expect(out).toBe(expected)
    const markup = out.replace(loaderSource(), '')
    expect(markup).not.toContain('modulepreload')
    expect(markup).not.toContain('type="module"')
    expect(out).toContain('<main>Hello</main>')
  })

  it('keeps the text around the tags it changes', () => {
    const accented = page.replace('Hello', 'Café – où')
    expect(rewriteForLaterHydration(accented)).toBe(expected.replace('Hello', 'Café – où'))
  })

  it('leaves a document without the entry script as it is, preloads included', () => {
    const plain = '<!DOCTYPE html><html><body><p>a < b</p></body></html>'
    expect(rewriteForLaterHydration(plain)).toBe(plain)
    const withoutEntry = page.replace(/<script type="module"[^>]*><\/script>/, '')
    expect(withoutEntry).toContain('modulepreload')
    expect(rewriteForLaterHydration(withoutEntry)).toBe(withoutEntry)
  })

  it('keeps a script without a nonce as such, and the page after the entry untouched', () => {
    const bare = page.replaceAll(' nonce="n0"', '') + '<link rel="modulepreload" href="/assets/late.js"/>'
    const out = rewriteForLaterHydration(bare)
    expect(out).toContain(`<script data-entry="/assets/index-A.js" data-preloads="/assets/index-A.js /assets/react-B.js">${loaderSource()}</script>`)
    expect(out.endsWith('</html><link rel="modulepreload" href="/assets/late.js"/>')).toBe(true)
  })

  it('is a self-contained script that names the hydration event', () => {
    expect(() => new Function(loaderSource())).not.toThrow()
    expect(loaderSource()).toContain('"kindred:hydrated"')
  })
})

describe('an island page', () => {
  const islands = { entry: '/assets/islands/islands-C.js', preloads: ['/assets/islands/react-D.js'] }

  it('starts the islands entry and preloads its chunks, not Start’s', () => {
    const out = rewriteForLaterHydration(page, islands)
    expect(out).toContain(`<script nonce="n0" data-entry="/assets/islands/islands-C.js" data-preloads="/assets/islands/react-D.js">${loaderSource()}</script>`)
    const markup = out.replace(loaderSource(), '')
    expect(markup).not.toContain('index-A.js')
    expect(markup).not.toContain('modulepreload')
  })
})
