// Where each browser chunk's bytes come from, for `pnpm bench`'s bundle report: every chunk of a
// browser build with its modules' rendered (minified) sizes, written beside the build, never among
// the served files (web/.bundle-report/<build>.json; Nitro empties .output when it builds the server).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'vite'

/** `build`: the report's name, `client` for Start's browser build, `islands` for the islands entry's. */
export function bundleReport(build: 'client' | 'islands'): Plugin {
  return {
    name: 'kindred:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [{ file: item.fileName, modules: Object.entries(item.modules).map(([id, info]) => ({ id: path.relative(import.meta.dirname, id.replace(/^\0/, '')), bytes: info.renderedLength })) }]
          : [],
      )
      const out = path.join(import.meta.dirname, '.bundle-report')
      mkdirSync(out, { recursive: true })
      writeFileSync(path.join(out, `${build}.json`), JSON.stringify({ chunks }))
    },
  }
}
