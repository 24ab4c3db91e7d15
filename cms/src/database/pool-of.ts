// Payload's postgres adapter keeps its pg Pool on `payload.db.pool`, and each open transaction's
// connection under `payload.db.sessions`, without typing either: the one place that reaches for
// them, so every raw query in the CMS and the site shares the adapter's hardened pool and joins
// Payload's transactions on their own connection.
import type { Pool } from 'pg'
import type { Payload, PayloadRequest } from 'payload'

export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

export type SqlClient = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }> }
type Sessions = Record<string, { db: { session: { client: SqlClient } } } | undefined>

/** The connection of an open transaction, by the id `beginTransaction` gave. */
export function transactionConnection(payload: Payload, id: number | string): SqlClient {
  const session = (payload.db as unknown as { sessions: Sessions }).sessions[id]
  if (!session) throw new Error(`no open transaction ${id}`)
  return session.db.session.client
}

/** The connection of the transaction a Local API call's `req` is in, or null outside one. */
export async function requestConnection(payload: Payload, req: Partial<PayloadRequest>): Promise<SqlClient | null> {
  const id = await req.transactionID
  return id == null ? null : transactionConnection(payload, id)
}
