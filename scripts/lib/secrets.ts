// Secrets. With the embedded database (or a throw-away one) they may be generated: once, kept in
// .data/secrets.json (git-ignored) so sessions and signed cookies survive restarts. Against any
// other database (DATABASE_URL set) they must come from the environment: machines sharing that
// database must sign with the same keys, and a key generated on one of them would differ on the next.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { isProduction } from '@kindred/cms/env'

import { dataDir } from './paths'

export { isProduction }

const names = ['PAYLOAD_SECRET', 'AUTH_SECRET'] as const

const howTo = 'Set each to a random value of at least 32 bytes, e.g. `openssl rand -base64 48`, and give every process the same values.'

/**
 * Fills PAYLOAD_SECRET and AUTH_SECRET into `env`. `generate` says whether this machine owns the
 * database (embedded, throw-away, or none at all for builds); otherwise a missing secret is refused.
 */
export function ensureSecrets(env: NodeJS.ProcessEnv, options: { generate: boolean }): void {
  const missing = names.filter((name) => !env[name])
  if (missing.length === 0) return
  if (isProduction(env)) throw new Error(`Refusing to start in production without ${missing.join(' and ')}. ${howTo}`)
  if (!options.generate) {
    throw new Error(`Refusing to start against DATABASE_URL without ${missing.join(' and ')}: secrets are generated only for the embedded database. ${howTo}`)
  }
  const file = path.join(dataDir, 'secrets.json')
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  let changed = false
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = randomBytes(48).toString('base64url')
      changed = true
    }
    env[name] = stored[name]
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
  }
}
