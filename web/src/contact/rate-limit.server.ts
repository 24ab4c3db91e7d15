// Throttling for the contact form: a fixed window per client IP (keys `contact:<ip>`), counted
// in PostgreSQL by server/rate-limit.server.ts so every site process shares the count.
import type { Payload } from 'payload'

import type { Queryable } from '~/auth/db.server'
import { countAttempt, type Limit, type LimitResult } from '~/server/rate-limit.server'

export type ContactLimit = Limit
export type { LimitResult }

/** Five messages per IP per ten minutes: ample for a person, dull for a spammer. Env-tunable for the benchmark. */
export function contactLimit(): ContactLimit {
  return {
    max: Number(process.env.CONTACT_RATE_MAX ?? 5),
    windowSeconds: Number(process.env.CONTACT_RATE_WINDOW_SECONDS ?? 600),
  }
}

/** Counts one attempt for `ip` and says whether it is within the limit. */
export async function hitContactLimit(payload: Payload, ip: string, limit = contactLimit()): Promise<LimitResult> {
  return countAttempt((payload.db as unknown as { pool: Queryable }).pool, `contact:${ip}`, limit)
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
