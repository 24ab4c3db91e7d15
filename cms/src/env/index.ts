// The parsed environment: every process checks it once at start (a bad value stops start-up with
// the variable's name) and features read typed values from `serverEnv()` instead of process.env.
// "Production" is decided here and nowhere else (README, Configuration: NODE_ENV and APP_ENV both production).
import { existsSync } from 'node:fs'
import path from 'node:path'

import { parseTrustProxy } from '../throttle/client-ip'
import { envNames, envSchema, type ServerEnv } from './schema'

export { envNames, envSchema, type ServerEnv } from './schema'
export { cmsPublicUrl, isProduction, sitePublicUrl } from './rules'

type Raw = Record<string, string | undefined>

/** Secrets and URLs that may carry credentials are named in errors, never echoed. */
const sensitive = /SECRET|PASSWORD|DATABASE_URL|SMTP_URL/
const shown = (name: string, raw: Raw) => (sensitive.test(name) ? '' : ` (got "${raw[name] ?? ''}")`)

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee .env.example for every variable, its default and meaning.`)
    this.name = 'EnvError'
  }
}

/** Parses `raw` (process.env by default) or throws EnvError naming every bad variable. */
export function parseEnv(raw: Raw = process.env): ServerEnv {
  const result = envSchema.safeParse(raw)
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}${shown(String(issue.path[0]), raw)}`)
  try {
    parseTrustProxy(raw.TRUST_PROXY)
  } catch (error) {
    problems.push(`TRUST_PROXY: ${(error as Error).message}`)
  }
  if (problems.length > 0 || !result.success) throw new EnvError(problems)
  return result.data
}

let cached: { raw: (string | undefined)[]; env: ServerEnv } | undefined

/**
 * Set once a server process has checked its environment at start (checkEnvAtStart). A global, not a
 * module variable: the site's build holds this module twice (the Nitro plugins' bundle and the
 * pages' bundle), and both serve the same process.
 */
const settled = Symbol.for('kindred.env.settled')
const isSettled = () => (globalThis as { [settled]?: boolean })[settled] === true

/**
 * The parsed process environment. A server process's environment is settled at start, so it is
 * parsed once; elsewhere (tests and scripts adjust process.env after import) it is re-parsed when
 * one of the listed variables changed. Reading the fifty variables back costs about 8 µs a call, and
 * a page calls this several times.
 */
export function serverEnv(): ServerEnv {
  if (cached && isSettled()) return cached.env
  const raw = envNames.map((name) => process.env[name])
  if (cached && raw.every((value, i) => value === cached!.raw[i])) return cached.env
  cached = { raw, env: parseEnv(process.env) }
  return cached.env
}

/** The site's public origin without a trailing slash. */
export const publicUrl = (env: ServerEnv = serverEnv()) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')

/** Where the site reaches the CMS (server to server). */
export const cmsUrl = (env: ServerEnv = serverEnv()) => (env.CMS_URL ?? `http://localhost:${env.CMS_PORT}`).replace(/\/+$/, '')

/**
 * Loads the first `.env` found from `from` up to the workspace root (the folder holding
 * pnpm-workspace.yaml). Variables already set win over the file, as with `node --env-file`.
 */
export function loadDotEnv(from: string = process.cwd()): string | null {
  let dir = path.resolve(from)
  for (;;) {
    const file = path.join(dir, '.env')
    if (existsSync(file)) {
      process.loadEnvFile(file)
      return file
    }
    const parent = path.dirname(dir)
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml')) || parent === dir) return null
    dir = parent
  }
}

/** The parsed environment, or (when it is not valid) what is wrong on stderr and exit status 1. */
export function serverEnvOrExit(processName: string): ServerEnv {
  try {
    return serverEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`[${processName}] ${error.message}`)
    process.exit(1)
  }
}

/** Start-up check for a server process: loads .env, then parses the environment or exits before anything listens. */
export function checkEnvAtStart(processName: string): ServerEnv {
  loadDotEnv()
  const env = serverEnvOrExit(processName)
  ;(globalThis as { [settled]?: boolean })[settled] = true
  return env
}
