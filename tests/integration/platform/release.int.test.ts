// The release step and readiness: two `migrate` runs at once take turns on the advisory lock (one
// waits, neither fails, every migration is applied once); /readyz's check reads an unmigrated or
// unreachable database as not ready; a stack pointed at DATABASE_URL without secrets refuses to start.
import { spawn } from 'node:child_process'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkReadiness } from '../../../cms/src/database/readiness'
import { migrations } from '../../../cms/src/migrations'
import { dropDatabase, ensureDatabase } from '../../../scripts/lib/postgres'
import { freePort } from '../../../scripts/lib/throwaway-db'

const releaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `${url.pathname}_release`
  return url.toString()
})()

type Run = { code: number | null; output: string; ms: number }

function run(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }))
  })
}

async function appliedNames(): Promise<string[]> {
  const client = new pg.Client({ connectionString: releaseUrl })
  await client.connect()
  try {
    return (await client.query<{ name: string }>('select name from payload_migrations order by id')).rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await ensureDatabase(releaseUrl)
})
afterAll(async () => {
  await dropDatabase(releaseUrl)
})

describe('release step', () => {
  it('an unmigrated database is not ready, and says what to run', async () => {
    const readiness = await checkReadiness(releaseUrl)
    expect(readiness).toMatchObject({ ready: false, database: 'reachable' })
    expect(readiness.detail).toContain('pnpm migrate')
  })

  it('an unreachable database is not ready within the probe timeout', async () => {
    const started = Date.now()
    const readiness = await checkReadiness(`postgres://nobody@127.0.0.1:${await freePort()}/none`)
    expect(readiness).toMatchObject({ ready: false, database: 'unreachable' })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('two migrations at once: one waits for the other, neither fails, each migration is applied once', async () => {
    const env = { ...process.env, DATABASE_URL: releaseUrl }
    const [first, second] = await Promise.all([run(['tests/support/migrate-cli.ts'], env), run(['tests/support/migrate-cli.ts'], env)])
    expect(first.code, first.output).toBe(0)
    expect(second.code, second.output).toBe(0)
    expect(await appliedNames()).toEqual(migrations.map((migration) => migration.name))
    expect(await checkReadiness(releaseUrl)).toEqual({ ready: true, database: 'reachable', detail: 'ok' })
  })

  it('against DATABASE_URL, missing secrets are refused instead of generated', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: releaseUrl, NODE_ENV: 'development', APP_ENV: 'staging' }
    delete env.PAYLOAD_SECRET
    delete env.AUTH_SECRET
    const result = await run(['scripts/stack.ts', 'migrate'], env)
    expect(result.code).not.toBe(0)
    expect(result.output).toContain('Refusing to start against DATABASE_URL without PAYLOAD_SECRET and AUTH_SECRET')
  })

  it('a bad value stops the stack with the variable named', async () => {
    const result = await run(['scripts/stack.ts', 'migrate'], { ...process.env, DATABASE_URL: releaseUrl, CONTACT_RATE_MAX: 'abc' })
    expect(result.code).not.toBe(0)
    expect(result.output).toContain('CONTACT_RATE_MAX: must be a number (got "abc")')
  })
})
