// The stack's entry point: `pnpm dev`, `pnpm prod`, `pnpm seed [--reset]`, `pnpm migrate`, `pnpm migrate:create`.
// It prepares the environment and database, applies migrations, seeds a new database,
// then runs the CMS (Next.js, :3001) and the site (TanStack Start, :3000).
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { adopt, prepareEnv } from './lib/env'
import { log } from './lib/log'
import { ensureSecrets, isProduction } from './lib/secrets'
import { cmsDir, webDir } from './lib/paths'
import { closePayload, migrate, openPayload } from './lib/payload'
import { onShutdown, run, shutdown, waitForHttp } from './lib/processes'

const command = process.argv[2]
const bin = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name)

async function prepareDatabase(mode: 'development' | 'production', seedMode: 'first-run' | 'always' | 'reset' | 'never', throwaway = false, requireAdmin = false) {
  const stack = await prepareEnv(mode, { throwaway })
  adopt(stack.env)
  const payload = await openPayload()
  await migrate(payload)
  if (seedMode !== 'never') {
    const { seed, isSeeded } = await import('@kindred/content-seed')
    if (seedMode !== 'first-run' || !(await isSeeded(payload))) await seed(payload, { log: (m) => log('seed', m), reset: seedMode === 'reset' })
  }
  if (requireAdmin && isProduction(stack.env)) {
    // Every production start, not only the first: an empty staff table without SEED_ADMIN_*
    // stops here instead of serving an open create-first-user form.
    const { ensureAdmin } = await import('@kindred/content-seed')
    await ensureAdmin(payload, stack.env, (m) => log('seed', m))
  }
  await closePayload(payload)
  return stack
}

async function serve(mode: 'development' | 'production', throwaway = false) {
  const started = Date.now()
  const stack = await prepareDatabase(mode, 'first-run', throwaway, true)
  onShutdown(stack.database.stop)
  const { env } = stack
  const withCms = env.STACK_WITHOUT_CMS !== '1'
  const cmsArgs = mode === 'development' ? ['dev', '--port', env.CMS_PORT!] : ['start', '--port', env.CMS_PORT!]
  if (withCms) run('cms', bin(cmsDir, 'next'), cmsArgs, { cwd: cmsDir, env })
  const webEnv = { ...env, DISABLE_PAYLOAD_HMR: 'true' }
  if (mode === 'development') {
    run('web', bin(webDir, 'vite'), ['dev', '--port', env.PORT!, '--strictPort', '--host', '127.0.0.1'], { cwd: webDir, env: webEnv })
  } else {
    run('web', process.execPath, [path.join(webDir, '.output/server/index.mjs')], { cwd: webDir, env: { ...webEnv, HOST: '127.0.0.1' } })
  }
  await Promise.all([waitForHttp(`${env.PUBLIC_URL}/`), withCms ? waitForHttp(`${env.CMS_URL}/admin/login`) : null])
  log('stack', `ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  log('stack', `site   ${env.PUBLIC_URL}`)
  log('stack', `admin  ${env.CMS_URL}/admin`)
  log('stack', 'press Ctrl-C to stop')
}

/** For code generation and builds: they read the config only and never connect to a database. */
function offlineEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://build.invalid/none', NEXT_TELEMETRY_DISABLED: '1' }
  ensureSecrets(env)
  return env
}

async function main() {
  switch (command) {
    case 'dev':
      return serve('development')
    case 'prod':
      return serve('production')
    case 'e2e':
      // The browser tests' stack against a throw-away database: the production build, or the
      // dev servers with E2E_DEV=1 (quicker while working on one part).
      return serve(process.env.E2E_DEV === '1' ? 'development' : 'production', true)
    case 'db': {
      // Only the database (migrated), for working on one app at a time.
      const stack = await prepareDatabase('development', 'first-run')
      onShutdown(stack.database.stop)
      log('db', `ready: ${stack.env.DATABASE_URL}`)
      return
    }
    case 'migrate': {
      const stack = await prepareDatabase(process.env.NODE_ENV === 'production' ? 'production' : 'development', 'never')
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
      return
    }
    case 'build': {
      const env: NodeJS.ProcessEnv = Object.assign(offlineEnv(), { NODE_ENV: 'production' })
      for (const [dir, tool, args] of [[cmsDir, 'next', ['build']], [webDir, 'vite', ['build']]] as const) {
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
      const result = spawnSync(bin(cmsDir, 'payload'), ['migrate:create', name], { cwd: cmsDir, env: stack.env, stdio: 'inherit' })
      await stack.database.stop()
      process.exitCode = result.status ?? 1
      return
    }
    default:
      console.error(`unknown command ${command}; one of dev, prod, e2e, db, build, generate, migrate, migrate:create, seed`)
      process.exitCode = 64
  }
}

main()
  .then(() => {
    // One-shot commands end here: Payload keeps a pooled connection open, so leave explicitly.
    if (!['dev', 'prod', 'e2e', 'db'].includes(command ?? '')) process.exit(process.exitCode ?? 0)
  })
  .catch(async (error: unknown) => {
    log('warn', error instanceof Error ? error.message : String(error))
    if (process.env.DEBUG) console.error(error)
    await shutdown(1)
  })
