// The islands build (docs/decisions/0093-visitors-pages-hydrate-as-islands.md): the browser entry of
// visitors' island pages, src/islands/entry.tsx, built on its own because Start's client build
// takes one entry. TanStack Router is replaced by the little of it islands use (src/islands/router.tsx),
// so no router or server-function client reaches these pages. Runs before the site's build, which
// serves the files under /assets/islands/ and gives the server the entry's name and imports.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

import { bundleReport } from './bundle-report'

export const islandsDirectory = path.join(import.meta.dirname, '.islands')
export const islandsManifest = path.join(islandsDirectory, 'manifest.json')

/** The entry's URL and the chunks it imports (to preload), for the server; never among the served files. */
function entryManifest(): Plugin {
  return {
    name: 'kindred:islands-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry)
      if (!entry || entry.type !== 'chunk') throw new Error('The islands build produced no entry')
      mkdirSync(islandsDirectory, { recursive: true })
      writeFileSync(islandsManifest, JSON.stringify({ entry: `/${entry.fileName}`, preloads: entry.imports.map((file) => `/${file}`) }))
    },
  }
}

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: { '@tanstack/react-router': path.join(import.meta.dirname, 'src/islands/router.tsx') },
  },
  plugins: [viteReact(), entryManifest(), bundleReport('islands')],
  build: {
    outDir: path.join(islandsDirectory, 'public'),
    emptyOutDir: true,
    assetsDir: 'assets/islands',
    // Public files belong to the site's build.
    copyPublicDir: false,
    rollupOptions: { input: { islands: path.join(import.meta.dirname, 'src/islands/entry.tsx') } },
  },
})
