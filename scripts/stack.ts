// The stack's entry point: `pnpm dev`, `pnpm prod`, `pnpm serve`, `pnpm seed [--reset]`, `pnpm migrate`,
// `pnpm migrate:down`, `pnpm migrate:create`. It loads .env, prepares and checks the environment and the database, runs
// the release step (migrations and the first-run seed, under an advisory lock) where the command
// asks for it, then runs the CMS (Next.js, :3001) and the site (TanStack Start, :3000). The servers
// themselves never migrate: `pnpm serve` starts them only (a fleet's machines after `pnpm migrate`).
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { loadDotEnv, parseEnv } from '@kindred/cms/env'

import { adopt, prepareEnv } from './lib/env'
import { drawBrandIcons } from './lib/brand-icons'
import { log } from './lib/log'
import { ensureSecrets, isProduction } from './lib/secrets'
import { cmsDir, cmsServer, root, webDir } from './lib/paths'
import { closePayload, migrate, openPayload, rollBack, withMigrationLock } from './lib/payload'
import { onShutdown, run, shutdown, waitForHttp } from './lib/processes'
import { pruneSnapshots, snapshots } from './lib/snapshots'

const command = process.argv[2]
loadDotEnv(root)
const bin = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name)

type Mode = 'development' | 'production'
type SeedMode = 'first-run' | 'always' | 'reset' | 'never'

/**
 * The release step: committed migrations, then (unless `seedMode` is never) the first-run seed (on a
 * seeded database: the seed's words for empty fields) and, in production, the check that a staff admin exists. Each part holds the advisory lock, so two
 * machines releasing at once take turns and the second finds nothing left to do.
 */
async function release(env: NodeJS.ProcessEnv, seedMode: SeedMode, requireAdmin: boolean) {
  const payload = await openPayload()
  await migrate(payload)
  if (seedMode !== 'never') {
    const { seed, seedOnRelease } = await import('@kindred/content-seed')
    const seedLog = (m: string) => log('seed', m)
    await withMigrationLock(payload, async () => {
      // The release step seeds a new database; on a seeded one it fills only fields still empty (new since).
      if (seedMode === 'first-run') await seedOnRelease(payload, { log: seedLog })
      else await seed(payload, { log: seedLog, reset: seedMode === 'reset' })
    })
  }
  if (requireAdmin && isProduction(env)) {
    // Every production release, not only the first: an empty staff table without SEED_ADMIN_*
    // stops here instead of serving an open create-first-user form.
    const { ensureAdmin } = await import('@kindred/content-seed')
    await ensureAdmin(payload, env, (m) => log('seed', m))
  }
  await closePayload(payload)
}

/** The environment every process of this stack gets, checked against the schema, and its database. */
async function prepare(mode: Mode, throwaway = false) {
  const stack = await prepareEnv(mode, { throwaway })
  parseEnv(stack.env)
  adopt(stack.env)
  return stack
}

async function prepareDatabase(mode: Mode, seedMode: SeedMode, throwaway = false, requireAdmin = false) {
  const stack = await prepare(mode, throwaway)
  await release(stack.env, seedMode, requireAdmin)
  return stack
}

/** What a command run beside the servers needs to act as the site does. */
const operatorEnv = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    ['NODE_ENV', 'APP_ENV', 'DATABASE_URL', 'PAYLOAD_SECRET', 'AUTH_SECRET', 'PUBLIC_URL', 'CMS_URL', 'MAIL_DIR', 'MEDIA_DIR'].filter((name) => env[name]).map((name) => [name, env[name]]),
  )

/** Starts the servers. `withRelease` runs the release step first (`pnpm dev`, `pnpm prod`, e2e). */
async function serve(mode: Mode, options: { throwaway?: boolean; withRelease: boolean }) {
  const started = Date.now()
  const stack = options.withRelease ? await prepareDatabase(mode, 'first-run', options.throwaway, true) : await prepare(mode, options.throwaway)
  onShutdown(stack.database.stop)
  const { env } = stack
  // A throw-away stack hands its operator environment (the database it made, the secrets it
  // generated) to the browser tests, which run operator commands such as `pnpm billing:run` against it.
  if (options.throwaway && env.STACK_ENV_FILE) writeFileSync(env.STACK_ENV_FILE, JSON.stringify(operatorEnv(env)), { mode: 0o600 })
  const withCms = env.STACK_WITHOUT_CMS !== '1'
  // The CMS's own server around Next (cms/server.ts): it hands the sign-in limits the socket's address.
  const cmsArgs = [cmsServer, ...(mode === 'development' ? ['--dev'] : []), '--port', env.CMS_PORT!, '--hostname', env.HOST!]
  if (withCms) run('cms', process.execPath, cmsArgs, { cwd: cmsDir, env })
  const webEnv = { ...env, DISABLE_PAYLOAD_HMR: 'true' }
  if (mode === 'development') {
    run('web', bin(webDir, 'vite'), ['dev', '--port', env.PORT!, '--strictPort', '--host', env.HOST!], { cwd: webDir, env: webEnv })
  } else {
    run('web', process.execPath, [path.join(webDir, '.output/server/index.mjs')], { cwd: webDir, env: webEnv })
  }
  // The dev servers compile each page on its first request (the admin's first compile takes one to
  // several minutes, longer on a busy machine): they get a generous deadline, the build a short one.
  const deadline = mode === 'development' ? 900_000 : 180_000
  await Promise.all([waitForHttp(`${env.PUBLIC_URL}/`, deadline), withCms ? waitForHttp(`${env.CMS_URL}/admin/login`, deadline) : null])
  log('stack', `ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  log('stack', `site   ${env.PUBLIC_URL}`)
  log('stack', `admin  ${env.CMS_URL}/admin`)
  if (!options.withRelease) {
    const ready = await fetch(`${env.PUBLIC_URL}/readyz`).then((response) => response.json() as Promise<{ status: string; detail?: string }>)
    log(ready.status === 'ready' ? 'stack' : 'warn', `readiness: ${ready.status}${ready.detail && ready.detail !== 'ok' ? ` (${ready.detail})` : ''}`)
  }
  log('stack', 'press Ctrl-C to stop')
}

/** For code generation and builds: they read the config only and never connect to a database. */
function offlineEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://build.invalid/none', NEXT_TELEMETRY_DISABLED: '1' }
  ensureSecrets(env, { generate: true })
  return env
}

async function main() {
  switch (command) {
    case 'dev':
      return serve('development', { withRelease: true })
    case 'prod':
      // A single machine: the release step, then the servers (a fleet runs `pnpm migrate` once and `pnpm serve` on each machine).
      return serve('production', { withRelease: true })
    case 'serve':
      return serve('production', { withRelease: false })
    case 'e2e':
      // The browser tests' stack against a throw-away database: the production build, or the
      // dev servers with E2E_DEV=1 (quicker while working on one part).
      return serve(process.env.E2E_DEV === '1' ? 'development' : 'production', { throwaway: true, withRelease: true })
    case 'db': {
      // Only the database (migrated), for working on one app at a time.
      const stack = await prepareDatabase('development', 'first-run')
      onShutdown(stack.database.stop)
      log('db', `ready: ${stack.env.DATABASE_URL}`)
      return
    }
    case 'migrate': {
      // The release step: migrations and, on a new database, the first-run seed (and in production the staff admin check).
      const stack = await prepareDatabase(process.env.NODE_ENV === 'production' ? 'production' : 'development', 'first-run', false, true)
      return stack.database.stop()
    }
    case 'migrate:down': {
      // Undoes the last release's migrations (its batch), under the same lock as the release step.
      const stack = await prepare(process.env.NODE_ENV === 'production' ? 'production' : 'development')
      const payload = await openPayload()
      await rollBack(payload)
      await closePayload(payload)
      return stack.database.stop()
    }
    case 'seed': {
      // Creates what is missing and keeps editors' changes; `--reset` restores the seed copy over them.
      const stack = await prepareDatabase('development', process.argv.includes('--reset') ? 'reset' : 'always')
      return stack.database.stop()
    }
    case 'generate': {
      const env = offlineEnv()
      for (const task of ['generate:types', 'generate:importmap']) {
        const result = spawnSync(bin(cmsDir, 'payload'), [task], { cwd: cmsDir, env, stdio: 'inherit' })
        if (result.status !== 0) process.exitCode = result.status ?? 1
      }
      await drawBrandIcons()
      return
    }
    case 'build': {
      const env: NodeJS.ProcessEnv = Object.assign(offlineEnv(), { NODE_ENV: 'production' })
      // The site's islands entry first: the site's build serves its files and names its entry.
      const steps = [
        [cmsDir, 'next', ['build']],
        [webDir, 'vite', ['build', '-c', 'vite.islands.config.ts']],
        [webDir, 'vite', ['build']],
      ] as const
      for (const [dir, tool, args] of steps) {
        log('stack', `building ${path.basename(dir)}…`)
        const result = spawnSync(bin(dir, tool), [...args], { cwd: dir, env, stdio: 'inherit' })
        if (result.status !== 0) {
          process.exitCode = result.status ?? 1
          return
        }
      }
      return
    }
    case 'migrate:create': {
      const stack = await prepareEnv('development')
      const name = process.argv[3] ?? 'change'
      const before = snapshots()
      const result = spawnSync(bin(cmsDir, 'payload'), ['migrate:create', name], { cwd: cmsDir, env: stack.env, stdio: 'inherit' })
      // The new migration's snapshot is the only one kept: the next migration starts from it.
      if (result.status === 0) for (const pruned of pruneSnapshots(before)) log('db', `removed the older snapshot ${pruned}`)
      await stack.database.stop()
      process.exitCode = result.status ?? 1
      return
    }
    default:
      console.error(`unknown command ${command}; one of dev, prod, serve, e2e, db, build, generate, migrate, migrate:down, migrate:create, seed`)
      process.exitCode = 64
  }
}

main()
  .then(() => {
    // One-shot commands end here: Payload keeps a pooled connection open, so leave explicitly.
    if (!['dev', 'prod', 'serve', 'e2e', 'db'].includes(command ?? '')) process.exit(process.exitCode ?? 0)
  })
  .catch(async (error: unknown) => {
    log('warn', error instanceof Error ? error.message : String(error))
    if (process.env.DEBUG) console.error(error)
    await shutdown(1)
  })
