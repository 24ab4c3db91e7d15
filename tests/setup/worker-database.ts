// The first setup file of every integration test file, before anything reads the environment:
// DATABASE_URL names this worker's own database (a clone of the run's migrated, seeded template,
// made by the worker's first file), MAIL_DIR and MEDIA_DIR this file's own folders. Files on
// different workers run at once without seeing each other's rows, emails or uploads; files on one
// worker run one after another on its database, as they did on the run's single database before.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

const templateUrl = process.env.TEST_TEMPLATE_DATABASE_URL
const runDir = process.env.TEST_RUN_DIR
if (!templateUrl || !runDir) throw new Error('Integration tests need the global setup tests/setup/database.ts (run them with --project integration).')

// VITEST_POOL_ID is the worker's slot (1 to maxWorkers), kept by the next file the slot runs;
// VITEST_WORKER_ID counts files instead.
const worker = `w${process.env.VITEST_POOL_ID ?? '1'}`
const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1))
const name = `${template}_${worker}`
const url = new URL(templateUrl)
url.pathname = `/${name}`

const admin = new URL(templateUrl)
admin.pathname = '/postgres'
const client = new pg.Client({ connectionString: admin.toString() })
await client.connect()
try {
  const found = await client.query('select 1 from pg_database where datname = $1', [name])
  // Names come from the global setup (letters, digits, underscores); quoted all the same.
  if (found.rowCount === 0) await client.query(`create database ${quoted(name)} template ${quoted(template)}`)
} finally {
  await client.end()
}

// Mail and uploads get a folder per file (VITEST_WORKER_ID numbers the run's files): the mail helpers
// parse every message in MAIL_DIR on each poll, and a folder holding only this file's messages keeps
// that pass short however many files ran before on the worker.
const dir = path.join(runDir, worker, `file-${process.env.VITEST_WORKER_ID ?? '0'}`)
Object.assign(process.env, { DATABASE_URL: url.toString(), MAIL_DIR: path.join(dir, 'mail'), MEDIA_DIR: path.join(dir, 'media') })
mkdirSync(process.env.MAIL_DIR!, { recursive: true })
mkdirSync(process.env.MEDIA_DIR!, { recursive: true })
