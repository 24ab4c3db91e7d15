// Transactions whose commit can fail loudly. Payload 3.90's drizzle adapter runs each transaction
// inside `drizzle.transaction()` and catches that promise, so a failed COMMIT (server restarted,
// connection cut, deferred constraint) still resolves `commitTransaction`: the caller answers
// "stored" for a row that does not exist (upstream: payloadcms/payload#17726, #17727).
// These replacements keep the promise: `commitTransaction` resolves only once PostgreSQL has
// acknowledged the COMMIT, and rejects otherwise. Everything else about Payload's sessions stays
// as it is (`req.transactionID` selects the transaction for Local API calls).
// See docs/decisions/0031-durable-writes.md.
import { randomUUID } from 'node:crypto'

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type Drizzle = { transaction: (work: (tx: unknown) => Promise<void>, options?: unknown) => Promise<void> }

export type TransactionalAdapter = {
  drizzle: Drizzle
  sessions: Record<string, Session>
  initializing?: Promise<void>
  transactionOptions?: unknown
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  rollbackTransaction?: (id: number | Promise<number | string> | string) => Promise<void>
}

/** Thrown inside the drizzle transaction to make it roll back; never reaches a caller. */
class RolledBack extends Error {}

async function beginTransaction(this: TransactionalAdapter, options?: unknown): Promise<string> {
  await this.initializing
  let finish!: (commit: boolean) => void
  let opened!: (tx: unknown) => void
  let failedToOpen!: (error: unknown) => void
  const ready = new Promise<unknown>((resolve, reject) => {
    opened = resolve
    failedToOpen = reject
  })
  // Settles after COMMIT (or ROLLBACK) has been answered by the server: the durable outcome.
  const done = this.drizzle.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        finish = (commit) => (commit ? resolve() : reject(new RolledBack()))
        opened(tx)
      }),
    options ?? this.transactionOptions,
  )
  // Before the transaction opened, a failure means BEGIN failed; afterwards `ready` is settled and
  // this branch only marks the rejection as observed. Commit failures still reach `done`'s awaiters.
  done.catch(failedToOpen)
  let tx: unknown
  try {
    tx = await ready
  } catch (error) {
    throw new Error(`cannot begin transaction: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  const id = randomUUID()
  this.sessions[id] = {
    db: tx,
    resolve: () => {
      finish(true)
      return done
    },
    reject: async () => {
      finish(false)
      await done.catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    },
  }
  return id
}

async function commitTransaction(this: TransactionalAdapter, incoming: number | Promise<number | string> | string): Promise<void> {
  const id = await incoming
  const session = this.sessions[id]
  if (!session) return
  delete this.sessions[id]
  // Rejects when PostgreSQL did not confirm the COMMIT; the data may not be there.
  await session.resolve()
}

/**
 * The `@payloadcms/db-postgres` release these replacements were written against and proved on
 * (`tests/integration/platform` durable-commit tests). They reach into the adapter's internals
 * (`sessions`, `drizzle.transaction`, the session's `resolve`/`reject` that Payload's own rollback
 * calls), so an upgrade must be re-checked: `transactions.test.ts` fails until this is updated, and
 * the upgrade's author confirms whether payloadcms/payload#17726 is fixed (then this file goes).
 */
export const verifiedAdapterVersion = '3.90.1'

/** Installs the durable begin/commit on a freshly initialised adapter (rollback is Payload's own). */
export function makeCommitsDurable<A extends TransactionalAdapter>(adapter: A): A {
  // An adapter whose internals moved would take these replacements silently and lose the guarantee:
  // refuse to start instead.
  // (`drizzle` itself is set on connect, after this runs: only its slot is there yet.)
  const shapeHolds = 'drizzle' in adapter && typeof adapter.sessions === 'object' && adapter.sessions !== null && typeof adapter.rollbackTransaction === 'function'
  if (!shapeHolds) throw new Error(`@payloadcms/db-postgres no longer has the transaction internals cms/src/database/transactions.ts replaces (written for ${verifiedAdapterVersion})`)
  adapter.beginTransaction = beginTransaction as A['beginTransaction']
  adapter.commitTransaction = commitTransaction as A['commitTransaction']
  return adapter
}
