// Fixed-window throttling in PostgreSQL (table rate_limits, collection RateLimits), shared by every
// site process and the CMS. This module holds all SQL on that table. One INSERT … ON CONFLICT …
// RETURNING counts and checks atomically: under concurrency no request slips between a check and
// a count. Callers namespace their keys (`auth:`, `contact:`, `staff:`).

export type Limit = { max: number; windowSeconds: number }
export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

const maxKeyLength = 300

const hitSql = `
insert into rate_limits (key, hits, window_ends_at)
values ($1, 1, now() + make_interval(secs => $2))
on conflict (key) do update set
  hits = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.hits + 1 end,
  window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at else rate_limits.window_ends_at end,
  blocked_until = case when rate_limits.window_ends_at > now() and rate_limits.hits + 1 > $3
    then rate_limits.window_ends_at else null end,
  updated_at = now()
returning hits, ceil(extract(epoch from (window_ends_at - now()))) as retry_after`

/** Counts one attempt under `key` and says whether it is within `limit`. */
export async function countAttempt(db: Queryable, key: string, limit: Limit): Promise<LimitResult> {
  const { rows } = await db.query(hitSql, [key.slice(0, maxKeyLength), limit.windowSeconds, limit.max])
  const row = rows[0]!
  if (Number(row.hits) <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
}

/** Forgets a key's count, e.g. an account's failures after a successful sign-in. */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.query(`delete from rate_limits where key = $1`, [key.slice(0, maxKeyLength)])
}

/** Forgets several keys' counts in one statement, e.g. every count tied to an account being deleted. */
export async function forgetAttemptsOf(db: Queryable, keys: string[]): Promise<void> {
  await db.query(`delete from rate_limits where key = any($1::text[])`, [keys.map((key) => key.slice(0, maxKeyLength))])
}

/** Deletes the windows under `prefix` that have ended and block no one: housekeeping, they count nothing any more. */
export async function purgeExpiredAttempts(db: Queryable, prefix: string): Promise<void> {
  await db.query(`delete from rate_limits where key like $1 and window_ends_at <= now() and (blocked_until is null or blocked_until <= now())`, [`${prefix.replace(/[\\%_]/g, '\\$&')}%`])
}
