// Generated files are committed (STYLE.md); this fails when they drift from their sources.
// Run after a build: the web build regenerates the route tree.
import { spawnSync } from 'node:child_process'

import { brandIconFiles } from './lib/brand-icons'
import { root } from './lib/paths'
import { snapshots } from './lib/snapshots'

// One schema snapshot: `pnpm migrate:create` starts from the one whose name sorts last, so a second
// one (an older one left behind, or two branches' merged) would make it compare with the wrong schema.
const found = snapshots()
if (found.length > 1) {
  console.error(
    `cms/src/migrations holds ${found.length} snapshots (${found.join(', ')}): keep only the newest migration's, then run \`pnpm migrate:create\` to check it says "No schema changes detected".`,
  )
  process.exit(1)
}

const files = ['cms/src/payload-types.ts', 'cms/src/app/(payload)/admin/importMap.js', 'web/src/routeTree.gen.ts', ...brandIconFiles]
const generate = spawnSync('pnpm', ['run', '--silent', 'generate'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
if (generate.status !== 0) process.exit(generate.status ?? 1)
const diff = spawnSync('git', ['diff', '--exit-code', '--stat', '--', ...files], { cwd: root, stdio: 'inherit' })
if (diff.status !== 0) {
  console.error('Generated files are out of date: run `pnpm generate` and `pnpm build`, then commit the result.')
  process.exit(1)
}
console.log('generated files are up to date')
