// The auth API's throttles (server/rate-limit.server.ts does the counting); keys start with `auth:`.
import { countAttempt, type Limit, type LimitResult } from '~/server/rate-limit.server'

import { db, type Queryable } from '~/server/db.server'

export type { Limit, LimitResult }

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

/** Counts one attempt under `key` and says whether it is within `limit`. */
export async function hit(key: string, limit: Limit): Promise<LimitResult> {
  return countAttempt(await db(), `auth:${key}`, limit)
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

/**
 * Every count tied to one member: the keys built from their address (login, forgot) and from
 * their id (resends, account deletion). Deleted with the account, inside its transaction.
 */
export async function forgetMemberCounts(client: Queryable, member: { id: number; email: string }): Promise<void> {
  const keys = [`login:account:${member.email}`, `forgot:email:${member.email}`, `resend:minute:${member.id}`, `resend:hour:${member.id}`, `delete:member:${member.id}`]
  await client.query(`delete from rate_limits where key = any($1::text[])`, [keys.map((key) => `auth:${key}`.slice(0, 300))])
}
