// Throttling for the contact form: a fixed window per client IP (keys `contact:<ip>`), counted
// in PostgreSQL by server/rate-limit.server.ts so every site process shares the count.
import { db } from '~/server/db.server'
import { countAttempt, type Limit, type LimitResult } from '~/server/rate-limit.server'
import { serverEnv } from '~/server/env.server'

export type ContactLimit = Limit
export type { LimitResult }

/** Five messages per IP per ten minutes: ample for a person, dull for a spammer. Env-tunable for the benchmark. */
export function contactLimit(): ContactLimit {
  return {
    max: serverEnv().CONTACT_RATE_MAX,
    windowSeconds: serverEnv().CONTACT_RATE_WINDOW_SECONDS,
  }
}

/** Counts one attempt for `ip` and says whether it is within the limit. */
export async function hitContactLimit(ip: string, limit = contactLimit()): Promise<LimitResult> {
  return countAttempt(await db(), `contact:${ip}`, limit)
}
