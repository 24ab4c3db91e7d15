// Migrations build the whole schema on an empty database, and re-running them changes nothing.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../cms/src/migrations'
import { dropDatabase, ensureDatabase } from '../../scripts/lib/postgres'

const emptyUrl = (() => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `${url.pathname}_empty`
  return url.toString()
})()

async function query<T extends Record<string, unknown>>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: emptyUrl })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await ensureDatabase(emptyUrl)
})
afterAll(async () => {
  await dropDatabase(emptyUrl)
})

describe('migrations', () => {
  it('create every table on an empty database, once', async () => {
    // A separate Node process, as `pnpm migrate` would run, pointed at the empty database.
    const { execFileSync } = await import('node:child_process')
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/migrate-cli.ts'], {
        env: { ...process.env, DATABASE_URL: emptyUrl },
        encoding: 'utf8',
        timeout: 120_000,
      })
    run()
    const tables = (await query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`)).map((r) => r.table_name)
    for (const table of ['pages', 'business_types', 'plans', 'staff', 'members', 'member_sessions', 'contact_messages', 'email_outbox', 'rate_limits', '_pages_v']) {
      expect(tables).toContain(table)
    }
    const applied = await query<{ name: string }>(`select name from payload_migrations order by id`)
    expect(applied.map((r) => r.name)).toEqual(migrations.map((m) => m.name))

    run()
    const again = await query<{ name: string }>(`select name from payload_migrations order by id`)
    expect(again).toHaveLength(applied.length)
  })
})
