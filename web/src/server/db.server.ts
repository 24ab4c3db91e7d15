// The database as the site's features use it: Payload's pg pool (`poolOf`, the one cast) for
// plain parameterised SQL, and `transaction()`, the one way any feature writes something it will
// then acknowledge. See docs/decisions/0031-durable-writes.md.
import { createHash } from 'node:crypto'

import { poolOf, transactionConnection } from '@kindred/cms/database'
import type { Payload, PayloadRequest } from 'payload'

import { ServiceUnavailable } from './errors.server'
import { noteIfUnavailable } from './outage.server'
import { payload } from './payload.server'

export type Row = Record<string, unknown>
export type QueryResult = { rows: Row[]; rowCount: number | null }
export type Queryable = { query: (sql: string, params?: unknown[]) => Promise<QueryResult> }
/** A statement pg prepares once per connection under `name` and then only binds and runs. */
type Prepared = { name: string; text: string; values?: unknown[] }
type Pool = Queryable & {
  query: Queryable['query'] & ((statement: Prepared) => Promise<QueryResult>)
  connect: () => Promise<Queryable & { release: (error?: Error) => void }>
}

/** A transaction as `work` sees it: raw SQL and Payload Local API calls on one connection. */
export type Tx = Queryable & {
  payload: Payload
  /** Pass as `req` to Local API calls so they join this transaction. */
  req: Partial<PayloadRequest>
}

export async function db(): Promise<Pool> {
  const cms = await payload()
  return poolOf(cms)
}

/**
 * Runs `work` in one transaction and resolves only after PostgreSQL has acknowledged the COMMIT
 * (the CMS adapter's durable commit). Any failure rolls back and rejects; an unreachable database
 * rejects with ServiceUnavailable, which handlers answer with 503 + Retry-After.
 *
 * `work` reads only through `tx` (SQL, or Local API calls given `tx.req`); anything else it needs
 * (CMS copy, say) is loaded before. A transaction holds a pooled connection, often while it waits
 * on a lock: if `work` also asked the pool for one, a burst of such requests would hold every
 * connection and wait for another until the pool's connect timeout (a 503 for all of them).
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const cms = await payload()
  let id: number | string | null = null
  try {
    id = await cms.db.beginTransaction()
    if (id === null) throw new Error('transactions are disabled in the database adapter')
    const client = transactionConnection(cms, id)
    const req: Partial<PayloadRequest> = { transactionID: id }
    const result = await work({ payload: cms, req, query: (sql, params) => client.query(sql, params) })
    const committing = id
    id = null
    try {
      await cms.db.commitTransaction(committing)
    } catch (error) {
      // Whatever refused it (a cut connection, a restart, a deferred constraint), nothing was
      // stored: the caller may try again, so this is a 503, never a success.
      noteIfUnavailable(error)
      throw new ServiceUnavailable({ cause: error })
    }
    return result
  } catch (error) {
    if (id !== null) await cms.db.rollbackTransaction(id).catch((rollbackError: unknown) => cms.logger.warn(`rollback failed: ${String(rollbackError)}`))
    throw unavailableOr(error)
  }
}

/** Runs one statement outside a transaction, mapping an unreachable database to ServiceUnavailable. */
export async function query(sql: string, params?: unknown[]): Promise<QueryResult> {
  try {
    return await (await db()).query(sql, params)
  } catch (error) {
    throw unavailableOr(error)
  }
}

// Names of prepared statements by their text; the texts are built from a bounded set of shapes.
const statementNames = new Map<string, string>()

/**
 * `query` for a hot read whose text repeats with other values (the directory search): PostgreSQL
 * parses it once per connection instead of on every request, and plans it once too wherever its
 * generic plan costs no more than one planned for the values (plan_cache_mode auto).
 */
export async function preparedQuery(sql: string, params?: unknown[]): Promise<QueryResult> {
  let name = statementNames.get(sql)
  if (!name) statementNames.set(sql, (name = `s${createHash('sha1').update(sql).digest('base64url').slice(0, 16)}`))
  try {
    return await (await db()).query({ name, text: sql, values: params })
  } catch (error) {
    throw unavailableOr(error)
  }
}

export function unavailableOr(error: unknown): unknown {
  if (error instanceof ServiceUnavailable) return error
  return noteIfUnavailable(error) ? new ServiceUnavailable({ cause: error }) : error
}
