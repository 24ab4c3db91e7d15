// Migrations build the whole schema on an empty database, re-running them changes nothing, and
// undoing them (`pnpm migrate:down`) leaves the database as it was, ready to migrate again.
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

// A separate Node process, as `pnpm migrate` or `pnpm migrate:down` would run, on the empty database.
const run = async (direction: 'up' | 'down' = 'up') => {
  const { execFileSync } = await import('node:child_process')
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/migrate-cli.ts', direction], {
      env: { ...process.env, DATABASE_URL: emptyUrl },
      encoding: 'utf8',
      timeout: 120_000,
    })
  } catch (error) {
    // The child's own words say which migration failed; the bare exit status does not.
    const { stderr, stdout } = error as { stderr?: string; stdout?: string }
    throw new Error(`migrate ${direction} failed:\n${(stderr || stdout || '').slice(-4000)}`)
  }
}

/**
 * Everything the migrations make, as text to compare: columns, constraints, indexes, types, triggers,
 * functions. An extension's own functions are left out: `unaccent` may be there before the migrations
 * (`create extension if not exists`), so undoing them keeps it.
 */
async function schema(): Promise<string[]> {
  const rows = await query<{ line: string }>(`
    select format('column %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, column_default) as line
      from information_schema.columns where table_schema = 'public'
    union all select format('constraint %s.%s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
    union all select format('type %s %s', typname, (select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum where enumtypid = t.oid))
      from pg_type t where typnamespace = 'public'::regnamespace and typtype = 'e'
    union all select format('trigger %s.%s %s', tgrelid::regclass, tgname, pg_get_triggerdef(oid))
      from pg_trigger where not tgisinternal
    union all select format('function %s %s', proname, md5(prosrc))
      from pg_proc p where pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`)
  return rows.map((r) => r.line)
}

// Each test runs the migrate command twice, in a child allowed 120 s a run (a cold start of
// Payload on a busy machine, beside another test file).
describe('migrations', { timeout: 240_000 }, () => {
  it('create every table on an empty database, once', async () => {
    await run()
    const tables = (await query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`)).map((r) => r.table_name)
    for (const table of ['pages', 'business_types', 'plans', 'staff', 'members', 'member_sessions', 'contact_messages', 'email_outbox', 'rate_limits', '_pages_v']) {
      expect(tables).toContain(table)
    }
    const applied = await query<{ name: string }>(`select name from payload_migrations order by id`)
    expect(applied.map((r) => r.name)).toEqual(migrations.map((m) => m.name))

    await run()
    const again = await query<{ name: string }>(`select name from payload_migrations order by id`)
    expect(again).toHaveLength(applied.length)
  })

  it('undo, newest first, to an empty database, and apply again to the same schema', async () => {
    const before = await schema()
    expect(before.length).toBeGreaterThan(500)
    await run('down')
    expect(await schema()).toEqual([])
    await run()
    expect(await schema()).toEqual(before)
  })
})
