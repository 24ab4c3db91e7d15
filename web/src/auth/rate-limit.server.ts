// Throttling in PostgreSQL (table rate_limits), so every site process shares the counts.
// One INSERT … ON CONFLICT … RETURNING counts and checks atomically: under concurrency no
// request can slip between a check and a count. Keys start with `auth:`.
import { db } from './db.server'

export type Limit = { max: number; windowSeconds: number }
export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** The limits; env-tunable so the benchmark can measure login without being throttled. */
export const limits = {
  /** Attempts per account (email) per 15 minutes; a success clears the count. */
  loginAccount: (): Limit => ({ max: env('AUTH_LOGIN_ACCOUNT_MAX', 5), windowSeconds: 900 }),
  /** Attempts per IP per 15 minutes, successes included: stops spraying many accounts. */
  loginIp: (): Limit => ({ max: env('AUTH_LOGIN_IP_MAX', 50), windowSeconds: 900 }),
  registerIp: (): Limit => ({ max: env('AUTH_REGISTER_IP_MAX', 10), windowSeconds: 3600 }),
  /** Verification resends per member: one a minute, five an hour. */
  resendMinute: (): Limit => ({ max: 1, windowSeconds: 60 }),
  resendHour: (): Limit => ({ max: 5, windowSeconds: 3600 }),
  /** Reset emails per address and per IP. */
  forgotEmail: (): Limit => ({ max: 3, windowSeconds: 3600 }),
  forgotIp: (): Limit => ({ max: 10, windowSeconds: 3600 }),
  googleIp: (): Limit => ({ max: env('AUTH_GOOGLE_IP_MAX', 30), windowSeconds: 900 }),
  tokenIp: (): Limit => ({ max: 30, windowSeconds: 900 }),
}

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
export async function hit(key: string, limit: Limit): Promise<LimitResult> {
  const { rows } = await (await db()).query(hitSql, [`auth:${key}`.slice(0, 300), limit.windowSeconds, limit.max])
  const row = rows[0]!
  if (Number(row.hits) <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
}

/** Counts against several keys; the first refusal wins (all are counted either way). */
export async function hitAll(entries: [string, Limit][]): Promise<LimitResult> {
  const results = await Promise.all(entries.map(([key, limit]) => hit(key, limit)))
  const refused = results.filter((r) => !r.allowed)
  if (refused.length === 0) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => (r.allowed ? 0 : r.retryAfterSeconds))) }
}

/** Forgets a key's count, e.g. an account's failures after a successful sign-in. */
export async function clear(key: string): Promise<void> {
  await (await db()).query(`delete from rate_limits where key = $1`, [`auth:${key}`.slice(0, 300)])
}
