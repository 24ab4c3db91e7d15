import { createRequire } from 'node:module'
import path from 'node:path'

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
