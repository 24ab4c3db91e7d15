// The auth API's throttles (the counting is @kindred/cms/throttle's); keys start with `auth:`.
// Sign-in and password-reset requests follow OWASP's device-cookie scheme (decision 0032): a client
// with a known device token for the account spends only its own budget; every other client is
// checked per IP first and only then per account, so attempts the IP limit refuses never count
// against the account, and a stranger's guesses never lock out the owner's known device.
import type { DeviceToken } from '@kindred/cms/throttle'

import { db, type Queryable } from '~/server/db.server'
import { countAttempt, forgetAttempts, forgetAttemptsOf, type Limit, type LimitResult } from '~/server/rate-limit.server'
import { serverEnv } from '~/server/env.server'

export type { Limit, LimitResult }

type Tunable = 'AUTH_LOGIN_ACCOUNT_MAX' | 'AUTH_LOGIN_DEVICE_MAX' | 'AUTH_LOGIN_IP_MAX' | 'AUTH_REGISTER_IP_MAX' | 'AUTH_GOOGLE_IP_MAX'
/** Env-tunable limits; defaults in the schema (@kindred/cms/env). */
const env = (name: Tunable) => serverEnv()[name]
const quarterHour = 900
const hour = 3600
const day = 24 * hour

/** The limits; env-tunable so the benchmark can measure login without being throttled. */
export const limits = {
  /** Attempts per account per 15 minutes by all untrusted clients together; a success clears it. */
  loginAccount: (): Limit => ({ max: env('AUTH_LOGIN_ACCOUNT_MAX'), windowSeconds: quarterHour }),
  /** Attempts per known device token per 15 minutes; exhausted, that token is refused until the window ends. */
  loginDevice: (): Limit => ({ max: env('AUTH_LOGIN_DEVICE_MAX'), windowSeconds: quarterHour }),
  /** Untrusted attempts per IP per 15 minutes, successes included: stops spraying many accounts. */
  loginIp: (): Limit => ({ max: env('AUTH_LOGIN_IP_MAX'), windowSeconds: quarterHour }),
  registerIp: (): Limit => ({ max: env('AUTH_REGISTER_IP_MAX'), windowSeconds: hour }),
  /** Verification resends per member: one a minute, five an hour. */
  resendMinute: (): Limit => ({ max: 1, windowSeconds: 60 }),
  resendHour: (): Limit => ({ max: 5, windowSeconds: hour }),
  /** And ten a day: the hourly limit alone let 120 a day reach an address someone registered (decision 0090). */
  resendDay: (): Limit => ({ max: 10, windowSeconds: day }),
  /** Reset emails per address for untrusted clients, per known device, and per IP for untrusted clients. */
  forgotEmail: (): Limit => ({ max: 3, windowSeconds: hour }),
  /** Reset emails a stranger can have sent to one address in a day, from any number of IPs (decision 0090). */
  forgotEmailDay: (): Limit => ({ max: 10, windowSeconds: day }),
  forgotDevice: (): Limit => ({ max: 3, windowSeconds: hour }),
  forgotIp: (): Limit => ({ max: 10, windowSeconds: hour }),
  googleIp: (): Limit => ({ max: env('AUTH_GOOGLE_IP_MAX'), windowSeconds: quarterHour }),
  tokenIp: (): Limit => ({ max: 30, windowSeconds: quarterHour }),
}

/** Counts one attempt under `key` and says whether it is within `limit`. */
export async function hit(key: string, limit: Limit): Promise<LimitResult> {
  return countAttempt(await db(), `auth:${key}`, limit)
}

/** Forgets a key's count, e.g. an account's failures after a successful sign-in. */
export async function clear(key: string): Promise<void> {
  await forgetAttempts(await db(), `auth:${key}`)
}

export type Caller = { email: string; ip: string; device: DeviceToken | null }
export type Admission = { allowed: true; budget: string } | { allowed: false; retryAfterSeconds: number }

/** Checks one budget after another, counting the next only when the previous one allowed. */
export async function admit(steps: [string, Limit][]): Promise<Admission> {
  for (const [key, limit] of steps) {
    const result = await hit(key, limit)
    if (!result.allowed) return result
  }
  return { allowed: true, budget: steps.at(-1)![0] }
}

/**
 * Admits one sign-in attempt before the password is checked (so a blocked client is refused even
 * with the right password). `budget` is the key a success should clear.
 */
export function admitLogin({ email, ip, device }: Caller): Promise<Admission> {
  if (device) return admit([[`login:device:${device.nonce}`, limits.loginDevice()]])
  return admit([
    [`login:ip:${ip}`, limits.loginIp()],
    [`login:account:${email}`, limits.loginAccount()],
  ])
}

/** Admits one forgot-password request: a known device has its own budget, immune to strangers' requests. */
export function admitPasswordReset({ email, ip, device }: Caller): Promise<Admission> {
  if (device) return admit([[`forgot:device:${device.nonce}`, limits.forgotDevice()]])
  return admit([
    [`forgot:ip:${ip}`, limits.forgotIp()],
    [`forgot:email:${email}`, limits.forgotEmail()],
    // Counted only for requests the hourly budget admitted: this is the number of emails sent.
    [`forgot:email-day:${email}`, limits.forgotEmailDay()],
  ])
}

/**
 * Every count tied to one member: the keys built from their address (login, forgot) and from
 * their id (resends, account deletion). Deleted with the account, inside its transaction.
 */
export async function forgetMemberCounts(client: Queryable, member: { id: number; email: string }): Promise<void> {
  const keys = [
    `login:account:${member.email}`,
    `forgot:email:${member.email}`,
    `forgot:email-day:${member.email}`,
    `resend:minute:${member.id}`,
    `resend:hour:${member.id}`,
    `resend:day:${member.id}`,
    `delete:member:${member.id}`,
  ]
  await forgetAttemptsOf(
    client,
    keys.map((key) => `auth:${key}`),
  )
}
