// Drawing a card: @vercel/og (satori and resvg) renders the words to a 1200×630 PNG. A drawing
// costs a tenth of a second of CPU or more, so cards are drawn when their page or profile is saved
// and then served from the database (store.ts); nothing draws per request of a stored card.
import { createRequire } from 'node:module'
import path from 'node:path'

import { createElement as h } from 'react'

import type { CardText } from './text'

// @vercel/og 1.0.3's Node build embeds harfbuzzjs, which calls `require('fs')` and reads
// `__dirname` as free variables: both are missing in plain ESM, so the module fails while loading.
// It also looks for harfbuzz's hb.wasm beside itself, where the package does not ship it: point
// `__dirname` at harfbuzzjs (a dependency of its satori). Loaded on first use only.
type OgModule = typeof import('@vercel/og') // eslint-disable-line @typescript-eslint/consistent-type-imports -- a lazily loaded module's type
let og: Promise<OgModule> | null = null

function loadOg(): Promise<OgModule> {
  const scope = globalThis as { require?: NodeJS.Require; __dirname?: string }
  scope.require ??= createRequire(import.meta.url)
  const fromOg = createRequire(scope.require.resolve('@vercel/og'))
  const fromSatori = createRequire(fromOg.resolve('satori'))
  scope.__dirname ??= path.dirname(fromSatori.resolve('harfbuzzjs/hb.wasm'))
  og ??= import('@vercel/og')
  return og
}

let drawings = 0

/** How many cards this process has drawn: the tests' proof that a stored card was served as stored. */
export const cardsDrawn = (): number => drawings

function card({ brand, title, subtitle }: CardText) {
  const shortSubtitle = subtitle.length > 150 ? `${subtitle.slice(0, 150).replace(/\s+\S*$/, '')}…` : subtitle
  return h(
    'div',
    { style: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: '#0f4f4c', color: 'white' } },
    h('div', { style: { display: 'flex', fontSize: 40, fontWeight: 700 } }, brand),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column' } },
      // A name of one long word breaks inside the card rather than running off its edge.
      h('div', { style: { display: 'flex', fontSize: title.length > 48 ? 52 : 68, fontWeight: 700, lineHeight: 1.1, wordBreak: 'break-word' } }, title),
      h('div', { style: { display: 'flex', marginTop: 24, fontSize: 30, color: '#cdeae6', lineHeight: 1.35 } }, shortSubtitle),
    ),
  )
}

/** The card's PNG. `text` is already as drawn (text.ts `cardText`). */
export async function drawCard(text: CardText): Promise<Buffer> {
  const { ImageResponse } = await loadOg()
  drawings++
  return Buffer.from(await new ImageResponse(card(text), { width: 1200, height: 630 }).arrayBuffer())
}
