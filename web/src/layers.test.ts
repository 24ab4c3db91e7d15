// The site's layer rules (eslint.config.js) fire on what they forbid and stay quiet on what they
// allow: each case is linted as if it were a file at `file`, with the workspace's own configuration.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** The layer rules' messages for `code` placed at `file` (a path under the repository root). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value]\n`, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax').map((message) => message.message)
}

// The first case pays for ESLint's start-up (its configuration and plugins), seconds on a busy machine.
describe('layer rules', { timeout: 60_000 }, () => {
  it.each([
    ['a feature importing another', 'web/src/partners/example.ts', `import { value } from '~/auth/session.server'`],
    ['a feature importing another by a relative path', 'web/src/auth/handlers/example.ts', `import { value } from '../../contact/contact.schema'`],
    ['a feature re-exporting another', 'web/src/content/example.ts', `export { value } from '~/partners/partners.options'\nconst value = 1`],
    ['a feature loading another lazily', 'web/src/contact/example.ts', `const value = () => import('~/auth/client')`],
    ['a feature importing a component', 'web/src/auth/example.ts', `import { value } from '~/components/RouteError'`],
    ['a feature importing a route', 'web/src/partners/example.ts', `import { value } from '../routes/-sitemap.server'`],
    ['the platform importing a feature', 'web/src/server/example.ts', `import { value } from '~/auth/session.server'`],
    ['the platform importing analytics', 'web/src/server/example.ts', `import { value } from '../analytics'`],
    ['the platform loading a feature lazily', 'web/src/server/example.ts', `const value = () => import('../partners/profiles.server')`],
    ['seo importing content', 'web/src/seo/example.ts', `import { value } from '~/content/types'`],
    ['analytics importing seo', 'web/src/analytics/example.ts', `import { value } from '~/seo/sitemap'`],
    ['content importing seo', 'web/src/content/example.ts', `import { value } from '~/seo/sitemap'`],
    ['auth importing analytics', 'web/src/auth/example.ts', `import { value } from '~/analytics'`],
    ['a feature importing the API reference', 'web/src/results/example.ts', `import { value } from '~/api-reference/shapes'`],
    ['the platform importing the API reference', 'web/src/server/example.ts', `import { value } from '../api-reference/operations.server'`],
    ['a component importing a server module', 'web/src/components/partners/Example.tsx', `import { value } from '~/partners/profiles.server'`],
    ['a component importing a type from a server module', 'web/src/components/partners/Example.tsx', `import type { value } from '~/partners/answer-form.server'`],
  ])('refuses %s', async (_, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1)
  })

  it.each([
    ['a feature importing the platform', 'web/src/partners/example.ts', `import { value } from '~/server/db.server'`],
    ['a feature importing its own modules', 'web/src/auth/handlers/example.ts', `import { value } from '../session.server'`],
    ['a feature importing the page head from the platform', 'web/src/content/example.ts', `import { value } from '~/server/head'`],
    ['a component importing analytics and a feature', 'web/src/components/layout/Example.tsx', `import { value } from '~/analytics'\nimport { other } from '~/auth/client'\nconst more = other`],
    [
      'a component importing server functions and schemas',
      'web/src/components/partners/Example.tsx',
      `import { value } from '~/partners/partners.functions'\nimport { other } from '~/partners/partners.schema'\nconst more = other`,
    ],
    [
      "the API reference importing every feature's schemas",
      'web/src/api-reference/example.ts',
      `import { value } from '~/partners/partners.schema'\nimport { other } from '~/results/results.schema'\nconst more = other`,
    ],
    [
      'a route importing a feature and a server module',
      'web/src/routes/example.tsx',
      `import { value } from '~/partners/handlers.server'\nimport { other } from '~/auth/route.server'\nconst more = other`,
    ],
  ])('allows %s', async (_, file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})
