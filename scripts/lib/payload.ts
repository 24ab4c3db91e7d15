// Opens Payload's Local API in this process, applies the committed migrations and seeds.
import type { Payload } from 'payload'

import { log } from './log'

export async function openPayload(): Promise<Payload> {
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@kindred/cms/config')])
  return getPayload({ config })
}

/** Payload's pg pool through the CMS's one cast; the database module is loaded with the config already. */
async function poolOfPayload(payload: Payload) {
  const { poolOf } = await import('@kindred/cms/database')
  return poolOf(payload)
}

/**
 * Runs `work` holding a PostgreSQL advisory lock, so two machines releasing at once take turns
 * (the second waits, then finds nothing left to do) instead of racing on the schema.
 */
export async function withMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const client = await (await poolOfPayload(payload)).connect()
  try {
    await client.query(`select pg_advisory_lock(hashtext('kindred:migrate'))`)
    return await work()
  } finally {
    // An unlock that fails means the connection is gone, and PostgreSQL drops a session's advisory
    // locks with it: the next release takes the lock either way, and `work`'s own error stays the one thrown.
    await client.query(`select pg_advisory_unlock(hashtext('kindred:migrate'))`).catch(() => undefined)
    client.release()
  }
}

export async function migrate(payload: Payload): Promise<void> {
  const { migrations } = await import('../../cms/src/migrations/index')
  await withMigrationLock(payload, async () => {
    log('db', `applying migrations (${migrations.length} committed)`)
    await payload.db.migrate({ migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })
  })
}

/**
 * Undoes the last batch of migrations, the ones the latest release step applied, newest first; each
 * migration's `down` runs in its own transaction and the first failure stops the rest.
 */
export async function rollBack(payload: Payload): Promise<void> {
  await withMigrationLock(payload, async () => {
    log('db', "undoing the last release's migrations")
    await payload.db.migrateDown()
  })
}

type ClosablePool = { end: () => Promise<void>; on: (event: 'error', listener: () => void) => unknown }

/** Closes the Local API's database pool, so the embedded server can stop without cutting it off. */
export async function closePayload(payload: Payload): Promise<void> {
  const pool: ClosablePool | undefined = await poolOfPayload(payload)
  await payload.destroy()
  // Payload keeps one client checked out for the life of the process, so `end()` would wait
  // forever: give it a moment, then let the process exit close the socket.
  pool?.on('error', () => {})
  await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 500).unref())])
}
