// Vitest global setup for integration tests: one throw-away PostgreSQL database for the run,
// migrated with the committed migrations and seeded with the globals every handler needs, then
// frozen as a template. Each worker clones it into a database of its own (worker-database.ts), so
// two files run at once without sharing rows. Workers inherit the template's URL and fresh secrets.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { seedData } from '@kindred/content-seed'
import pg from 'pg'

import { closePayload, migrate, openPayload } from '../../scripts/lib/payload'
import { startThrowawayDatabase } from '../../scripts/lib/throwaway-db'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Runs `work` on a connection to the server's `postgres` database, the one no test uses. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export default async function setup() {
  const database = await startThrowawayDatabase()
  const template = decodeURIComponent(new URL(database.url).pathname.slice(1))
  const runDir = mkdtempSync(path.join(tmpdir(), 'kindred-test-'))
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    MAIL_DIR: path.join(runDir, 'setup', 'mail'),
    MEDIA_DIR: path.join(runDir, 'setup', 'media'),
    PUBLIC_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    DISABLE_PAYLOAD_HMR: 'true',
    DATABASE_POOL_MAX: '5',
  })
  const payload = await openPayload()
  await migrate(payload)
  // The words forms, validation and emails use, and the brand name the emails carry (as the
  // first-run seed publishes them): handlers answer 503 without them. The rest of the content stays
  // unseeded; tests seed what they need.
  const copy = { 'site-settings': seedData.siteSettings, forms: seedData.forms, account: seedData.account, emails: seedData.emails }
  for (const [slug, data] of Object.entries(copy)) await payload.updateGlobal({ slug: slug as 'forms', data: { ...data, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  await closePayload(payload)
  // PostgreSQL copies a template only while nobody is connected to it: refusing connections keeps a
  // stray client from breaking the next clone, and the template from drifting between clones.
  await onServer(database.url, (client) => client.query(`alter database ${quoted(template)} with is_template true allow_connections false`))
  // Workers learn the template and the run's folder; each sets DATABASE_URL, MAIL_DIR and MEDIA_DIR
  // to its own before any module reads them.
  process.env.TEST_TEMPLATE_DATABASE_URL = database.url
  process.env.TEST_RUN_DIR = runDir
  for (const name of ['DATABASE_URL', 'MAIL_DIR', 'MEDIA_DIR']) delete process.env[name]
  return async () => {
    // A template cannot be dropped, and its clones outlive it on a shared server (TEST_DATABASE_URL).
    await onServer(database.url, async (client) => {
      const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [`${template}_`])
      for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`)
      await client.query(`alter database ${quoted(template)} with is_template false allow_connections true`)
    })
    await database.stop()
    rmSync(runDir, { recursive: true, force: true })
  }
}
