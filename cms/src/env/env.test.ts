// The environment's one list: the schema, .env.example and the README's table name the same
// variables, every variable the application code reads is among them, and bad values are refused
// with the variable's name.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { checkEnvAtStart, EnvError, envNames, parseEnv, serverEnv } from './index'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Application code: what serves and what the stack runner runs (tests and benchmarks keep their own knobs). */
const sourceRoots = ['web/src', 'web/vite.config.ts', 'cms/src', 'cms/next.config.ts', 'content-seed/src', 'scripts']

function files(entry: string): string[] {
  const full = path.join(root, entry)
  if (statSync(full).isFile()) return [full]
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.includes('node_modules') && !name.startsWith('migrations'))
    .map((name) => path.join(full, name))
}

function readsInSource(): Map<string, string> {
  const found = new Map<string, string>()
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /(?<!meta\.)\benv\.([A-Z][A-Z0-9_]*)\b/g,
    /serverEnv\(\)\.([A-Z][A-Z0-9_]*)/g,
    /\benv\('([A-Z][A-Z0-9_]*)'/g,
  ]
  for (const file of sourceRoots.flatMap(files)) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1]!, path.relative(root, file))
  }
  return found
}

/**
 * The only application files that read process.env themselves, and why. Everything else reads the
 * parsed environment (serverEnv()); the scripts under scripts/ prepare environments for the
 * processes they start and are left to their own reads.
 */
const rawReaders: Record<string, string> = {
  'cms/src/env/index.ts': 'the schema: it parses process.env',
  'cms/src/env/rules.ts': "the schema's two rules, loaded without a bundler by the build configs",
  'cms/src/instrumentation.ts': "Next's own NEXT_RUNTIME and NEXT_PHASE, before anything of ours runs",
  'cms/next.config.ts': 'build configuration, read by Next before any process of ours parses the environment',
  'web/vite.config.ts': 'build configuration, read by Vite before any process of ours parses the environment',
  'web/src/server/lifecycle.nitro.ts': 'hands srvx its own variables (HOST, SERVER_SHUTDOWN_TIMEOUT) and mirrors its CI/TEST check',
}

/** The example's scripts-only knobs (benchmarks, data generators) follow this line; the servers' schema precedes it. */
const scriptsSection = '# --- Benchmarks and data generators'

/** Names in `.env.example` (`NAME=` or `# NAME=`): the servers' part, or the whole file with the scripts' knobs. */
const exampleNames = (part: 'servers' | 'all' = 'all') => {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8')
  const end = text.indexOf(scriptsSection)
  return (part === 'servers' && end !== -1 ? text.slice(0, end) : text)
    .split('\n')
    .map((line) => /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name))
}

describe('environment schema', () => {
  it('.env.example lists exactly the schema variables', () => {
    expect([...exampleNames('servers')].sort()).toEqual([...envNames].sort())
  })

  it('every variable the application and its scripts read is in .env.example', () => {
    const listed = new Set(exampleNames())
    const missing = [...readsInSource()].filter(([name]) => !listed.has(name))
    expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([])
  })

  it('application code reads process.env only through the schema, outside the few files that must', () => {
    const readers = sourceRoots
      .filter((entry) => entry !== 'scripts')
      .flatMap(files)
      .filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(readers.filter((file) => !(file in rawReaders))).toEqual([])
  })

  it("the README's environment table names the same variables", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const table = readme.slice(readme.indexOf('<!-- env-table -->'), readme.indexOf('<!-- /env-table -->'))
    const inTable = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!)
    expect(inTable.sort()).toEqual([...envNames].sort())
  })

  it('applies defaults and treats empty values as unset', () => {
    const env = parseEnv({ CONTACT_RATE_MAX: '', PORT: '4000' })
    expect(env.CONTACT_RATE_MAX).toBe(5)
    expect(env.PORT).toBe(4000)
    expect(env.NODE_ENV).toBe('development')
    expect(env.PAGE_CACHE).toBe('on')
  })

  it('a bad value stops start-up with the variable named', () => {
    const bad = (raw: Record<string, string>) => {
      try {
        parseEnv(raw)
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError)
        return (error as EnvError).message
      }
      throw new Error(`accepted ${JSON.stringify(raw)}`)
    }
    expect(bad({ CONTACT_RATE_MAX: 'abc' })).toMatch(/CONTACT_RATE_MAX: must be a number \(got "abc"\)/)
    expect(bad({ PORT: '70000' })).toMatch(/PORT/)
    expect(bad({ PAGE_CACHE: 'maybe' })).toMatch(/PAGE_CACHE/)
    expect(bad({ AUTH_SECRET: 'short' })).toMatch(/AUTH_SECRET: must be at least 32 characters/)
    expect(bad({ AUTH_SECRET: 'short-and-secret' })).not.toContain('short-and-secret')
    expect(bad({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL/)
    expect(bad({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY/)
    expect(bad({ PUBLIC_URL: 'kindred.com.au' })).toMatch(/PUBLIC_URL: must be an absolute URL/)
  })

  it('is re-read while a script or test changes it, and parsed once in a server process', () => {
    const before = process.env.CONTACT_RATE_MAX
    const settled = Symbol.for('kindred.env.settled')
    try {
      process.env.CONTACT_RATE_MAX = '7'
      expect(serverEnv().CONTACT_RATE_MAX).toBe(7)
      process.env.CONTACT_RATE_MAX = '8'
      expect(serverEnv().CONTACT_RATE_MAX).toBe(8)
      checkEnvAtStart('test')
      process.env.CONTACT_RATE_MAX = '9'
      expect(serverEnv().CONTACT_RATE_MAX).toBe(8)
    } finally {
      delete (globalThis as Record<symbol, unknown>)[settled]
      if (before === undefined) delete process.env.CONTACT_RATE_MAX
      else process.env.CONTACT_RATE_MAX = before
    }
    expect(serverEnv().CONTACT_RATE_MAX).toBe(before === undefined ? 5 : Number(before))
  })
})
