import { createRequire } from 'node:module'
import path from 'node:path'

import { LRUCache } from 'lru-cache'

// @vercel/og 1.0.3's Node build embeds harfbuzzjs, which calls `require('fs')` and reads
// `__dirname` as free variables: both are missing in plain ESM, so the module fails while loading.
// It also looks for harfbuzz's hb.wasm beside itself, where the package does not ship it: point
// `__dirname` at harfbuzzjs (a dependency of its satori). Loaded on first use only.
type OgModule = typeof import('@vercel/og') // eslint-disable-line @typescript-eslint/consistent-type-imports -- a lazily loaded module's type
let og: Promise<OgModule> | null = null

export function loadOg() {
  const scope = globalThis as { require?: NodeJS.Require; __dirname?: string }
  scope.require ??= createRequire(import.meta.url)
  const fromOg = createRequire(scope.require.resolve('@vercel/og'))
  const fromSatori = createRequire(fromOg.resolve('satori'))
  scope.__dirname ??= path.dirname(fromSatori.resolve('harfbuzzjs/hb.wasm'))
  og ??= import('@vercel/og')
  return og
}

export type OgCardText = { brand: string; title: string; subtitle: string }

/**
 * Drawn cards by their text: the PNG of a card is drawn once and answered from memory until its
 * words change (they are the key, so an edit draws afresh). A card costs a render of a tenth of a
 * second or more, and `/og?path=` takes any of countless paths, most of them showing the site's
 * own card: without this, a visitor asking for new paths in a loop kept the server drawing
 * (decision 0090). Concurrent requests for one card share one drawing.
 */
export function createOgCards(draw: (card: OgCardText) => Promise<ArrayBuffer>, max = 64) {
  // lru-cache's `fetch` keeps the drawn PNGs and lets concurrent callers share one drawing; a
  // drawing that fails rejects its callers and stores nothing.
  const drawn = new LRUCache<string, ArrayBuffer, OgCardText>({ max, fetchMethod: (_key, _stale, { context }) => draw(context) })
  return {
    async png(card: OgCardText): Promise<{ png: ArrayBuffer; hit: boolean }> {
      const status: LRUCache.Status<string, ArrayBuffer, OgCardText> = {}
      const png = await drawn.fetch(JSON.stringify([card.brand, card.title, card.subtitle]), { context: card, status })
      return { png: png!, hit: status.fetch === 'hit' }
    },
  }
}
