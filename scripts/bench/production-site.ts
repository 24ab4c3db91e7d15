// The benchmarks' site: the production build (`pnpm build`) on loopback, against a throw-away
// database with fresh secrets, with APP_ENV=production.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { adopt, prepareEnv } from '../lib/env'
import { closePayload, migrate, openPayload } from '../lib/payload'
import { webDir } from '../lib/paths'
import { waitForHttp } from '../lib/processes'

type Options = { port: number; publicUrl: string; seed: boolean; readyPath: string; env?: Record<string, string> }

export async function startProductionSite(options: Options) {
  Object.assign(process.env, { PORT: String(options.port), APP_ENV: 'production', PUBLIC_URL: options.publicUrl })
  process.env.PAYLOAD_SECRET ??= randomBytes(48).toString('base64url')
  process.env.AUTH_SECRET ??= randomBytes(48).toString('base64url')
  // The production seed refuses to run without a first admin; this one is thrown away with the database.
  process.env.SEED_ADMIN_EMAIL ??= 'bench-admin@kindred.test'
  process.env.SEED_ADMIN_PASSWORD ??= randomBytes(18).toString('base64url')
  const stack = await prepareEnv('production', { throwaway: true })
  adopt(stack.env)
  const payload = await openPayload()
  await migrate(payload)
  if (options.seed) {
    const { seed } = await import('@kindred/content-seed')
    await seed(payload, { log: () => {} })
  }
  await closePayload(payload)
  const env = { ...stack.env, HOST: '127.0.0.1', DISABLE_PAYLOAD_HMR: 'true', ...options.env }
  const child = spawn(process.execPath, [path.join(webDir, '.output/server/index.mjs')], { cwd: webDir, env, stdio: 'ignore' })
  await waitForHttp(`http://127.0.0.1:${options.port}${options.readyPath}`)
  return { pid: child.pid!, databaseUrl: stack.env.DATABASE_URL!, database: stack.database, stop: async () => (child.kill('SIGTERM'), await stack.database.stop()) }
}
