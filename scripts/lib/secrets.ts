// Secrets for development: generated once, kept in .data/secrets.json (git-ignored) so sessions
// and signed cookies survive restarts. In production they must come from the environment.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

const names = ['PAYLOAD_SECRET', 'AUTH_SECRET'] as const

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && env.APP_ENV === 'production'
}

/** Fills PAYLOAD_SECRET and AUTH_SECRET into `env`; refuses to invent them in production. */
export function ensureSecrets(env: NodeJS.ProcessEnv): void {
  const missing = names.filter((name) => !env[name])
  if (missing.length === 0) return
  if (isProduction(env)) {
    throw new Error(
      `Refusing to start in production without ${missing.join(' and ')}. ` +
        'Set each to a random value of at least 32 bytes, e.g. `openssl rand -base64 48`.',
    )
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
