// Throttling for the contact form: a fixed window per client IP, counted in PostgreSQL
// (table rate_limits, keys `contact:<ip>`) so every site process shares the count. One
// INSERT … ON CONFLICT … RETURNING makes the check-and-count atomic under concurrency.
import type { Payload } from 'payload'

export type ContactLimit = { max: number; windowSeconds: number }

/** Five messages per IP per ten minutes: ample for a person, dull for a spammer. Env-tunable for the benchmark. */
export function contactLimit(): ContactLimit {
  return {
    max: Number(process.env.CONTACT_RATE_MAX ?? 5),
    windowSeconds: Number(process.env.CONTACT_RATE_WINDOW_SECONDS ?? 600),
  }
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Pool = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

const hitSql = `
insert into rate_limits (key, hits, window_ends_at)
values ($1, 1, now() + make_interval(secs => $2))
on conflict (key) do update set
  hits = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.hits + 1 end,
  window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at else rate_limits.window_ends_at end,
  updated_at = now()
returning hits, ceil(extract(epoch from (window_ends_at - now()))) as retry_after`

/** Counts one attempt for `ip` and says whether it is within the limit. */
export async function hitContactLimit(payload: Payload, ip: string, limit = contactLimit()): Promise<LimitResult> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query(hitSql, [`contact:${ip}`.slice(0, 300), limit.windowSeconds])
  const row = rows[0]!
  if (Number(row.hits) <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) }
}

/**
 * The caller's IP. Behind a proxy (TRUST_PROXY=1) the first X-Forwarded-For entry, otherwise the
 * socket address: a client must not pick its own throttle key by sending a header.
 */
export function clientIp(request: Request, socketAddress: string | undefined): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return socketAddress || 'unknown'
}
