// Payload's postgres adapter keeps its pg Pool on `payload.db.pool` without typing it: the one place
// that reaches for it, so every raw query in the CMS and the site shares the adapter's hardened pool.
import type { Pool } from 'pg'
import type { Payload } from 'payload'

export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}
