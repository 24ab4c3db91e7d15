// Staff sign-in throttling (decision 0032), in place of Payload's per-account lock, which let any
// stranger lock an admin out for everyone, and the limits on password-reset requests. Every POST
// /api/staff/login (and Local API login) is admitted before Payload looks at the password: a client with a valid staff device token for
// that account spends its own budget; anyone else passes the per-IP limit first, then the
// account's shared one. A success clears the budget it spent and leaves a fresh device token, known
// while the staff member keeps that password and among their newest few (decision 0096).
import { parse as parseCookie } from 'cookie'
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { poolOf, requestConnection } from '../../../database/pool-of'
import {
  clientIpOfCms,
  countAttempt,
  deriveKey,
  forgetAttempts,
  isRememberedDevice,
  rememberDevice,
  signDeviceToken,
  throttleKeyOf,
  verifyDeviceToken,
  type Limit,
  type Queryable,
} from '../../../throttle'
import { serverEnv } from '../../../env'
import { refusal } from '../../../refusal'

const quarterHour = 900
export const staffLoginLimits = {
  ip: (): Limit => ({ max: serverEnv().STAFF_LOGIN_IP_MAX, windowSeconds: quarterHour }),
  account: (): Limit => ({ max: 5, windowSeconds: quarterHour }),
  device: (): Limit => ({ max: 10, windowSeconds: quarterHour }),
}

/**
 * Password-reset requests, as the site limits members': each sends an email and replaces the staff
 * member's previous link, so a stranger repeating them could fill an inbox and keep cancelling the
 * link the owner is about to use. Counted for unknown addresses too: a 429 says nothing about who is staff.
 */
export const staffResetLimits = {
  ip: { max: 10, windowSeconds: 3600 },
  account: { max: 3, windowSeconds: 3600 },
} satisfies Record<string, Limit>

const deviceLifetimeSeconds = 90 * 24 * 60 * 60
const budgetContextKey = 'staffLoginBudget'
const hashContextKey = 'staffLoginHash'

const pool = (req: PayloadRequest): Queryable => poolOf(req.payload)
const deviceKey = (req: PayloadRequest) => deriveKey(req.payload.secret, 'kindred/staff-device-token/v1')

function secureCookie(req: PayloadRequest): boolean {
  return Boolean(req.payload.collections.staff?.config.auth.cookies?.secure)
}

export const staffDeviceCookieName = (req: PayloadRequest) => (secureCookie(req) ? '__Host-kindred_staff_device' : 'kindred_staff_device')

/** The cookie `name`, decoded by the same parser as the site's (the `cookie` package). */
const readCookie = (req: PayloadRequest, name: string): string | null => parseCookie(req.headers?.get('cookie') ?? '')[name] ?? null

type StaffCredentials = { id: number; hash: string | null }

/** The staff member with `email` and the password hash they have now (the adapter's own read: Payload's API never returns the hash). */
async function credentialsOf(req: PayloadRequest, email: string): Promise<StaffCredentials | null> {
  const doc = await req.payload.db.findOne<{ id: number; hash?: string | null }>({ collection: 'staff', req, where: { email: { equals: email } } })
  return doc ? { id: Number(doc.id), hash: doc.hash ?? null } : null
}

/** The device token's nonce when the request carries a valid one issued to `staff` and still recorded for their current password. */
async function knownDeviceNonce(req: PayloadRequest, staff: StaffCredentials | null): Promise<string | null> {
  const token = verifyDeviceToken(deviceKey(req), readCookie(req, staffDeviceCookieName(req)), deviceLifetimeSeconds)
  if (!token || !staff || String(staff.id) !== token.subject) return null
  return (await isRememberedDevice(pool(req), 'staff', staff.id, token.nonce, staff.hash)) ? token.nonce : null
}

/**
 * A 429 for the login form. Named like Payload's own "locked after too many attempts" error, which
 * it replaces, so payload.config.ts can log it at info level (`loggingLevels` is keyed by name).
 */
export class LoginThrottled extends APIError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429, null, true)
    // Set explicitly: a minified build renames classes, and Payload picks log levels by name.
    this.name = 'LockedAuth'
  }
}

function tooManyAttempts(req: PayloadRequest, retryAfterSeconds: number): LoginThrottled {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  return new LoginThrottled(retryAfterSeconds)
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/

/**
 * Sign-in, forgotten and reset passwords refuse control characters with a 400: nobody types them,
 * and a NUL fails PostgreSQL's text type, which Payload would answer with a 500.
 */
export const refuseControlCharacters: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'login' && operation !== 'forgotPassword' && operation !== 'resetPassword') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (Object.values(data ?? {}).some((value) => typeof value === 'string' && controlCharacter.test(value))) {
    throw refusal('The email address or password contains characters that are not allowed.')
  }
  return args
}

/**
 * The address a sign-in or reset names. Without one there is no account to count against: every
 * such request would share one budget (a stranger's five empty attempts would refuse everyone
 * else's), so it is refused as the form would refuse it.
 */
function emailOf(args: unknown): string {
  const data = (args as { data?: { email?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim().slice(0, 254) : ''
  if (!email) throw refusal('Please enter your email address.')
  return email
}

export const throttleStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = emailOf(args)
  const staff = await credentialsOf(req, email)
  // The password this sign-in is checked against: its device token is recorded only if it is still the one after.
  req.context[hashContextKey] = staff?.hash ?? null
  const nonce = await knownDeviceNonce(req, staff)
  const steps: [string, Limit][] = nonce
    ? [[`staff:device:${nonce}`, staffLoginLimits.device()]]
    : [
        [`staff:ip:${throttleKeyOf(clientIpOfCms(req.headers))}`, staffLoginLimits.ip()],
        [`staff:account:${email}`, staffLoginLimits.account()],
      ]
  await spendBudgets(req, steps)
  req.context[budgetContextKey] = steps.at(-1)![0]
  return args
}

/** Counts one attempt in each budget in turn, or refuses with a 429: refused by the first, not counted in the next. */
async function spendBudgets(req: PayloadRequest, steps: [key: string, limit: Limit][]): Promise<void> {
  for (const [key, limit] of steps) {
    const result = await countAttempt(pool(req), key, limit)
    if (!result.allowed) throw tooManyAttempts(req, result.retryAfterSeconds)
  }
}

export const throttleStaffPasswordReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const email = emailOf(args)
  await spendBudgets(req, [
    [`staff:reset-ip:${throttleKeyOf(clientIpOfCms(req.headers))}`, staffResetLimits.ip],
    [`staff:reset-account:${email}`, staffResetLimits.account],
  ])
  return args
}

/**
 * After a sign-in, or a reset link spent (Payload signs the browser in with it): a fresh device
 * token, recorded under the password the staff member has now, inside the operation's transaction.
 */
export const rememberStaffDevice: CollectionAfterLoginHook = async ({ req, user }) => {
  const budget = req.context[budgetContextKey]
  if (typeof budget === 'string') await forgetAttempts(pool(req), budget)
  const staff = await credentialsOf(req, String(user.email ?? ''))
  if (!staff?.hash || staff.id !== Number(user.id)) return user
  // A sign-in whose password changed meanwhile (a reset committed between the check and now) gets no device.
  const checked = req.context[hashContextKey]
  if (typeof checked === 'string' && checked !== staff.hash) return user
  const token = signDeviceToken(deviceKey(req), String(staff.id))
  const { nonce } = verifyDeviceToken(deviceKey(req), token, deviceLifetimeSeconds)!
  // Login and reset run this inside their transaction; the pool is the fallback for an adapter without one.
  await rememberDevice((await requestConnection(req.payload, req)) ?? pool(req), 'staff', staff.id, nonce, staff.hash)
  const cookie = [`${staffDeviceCookieName(req)}=${token}`, 'Path=/', `Max-Age=${deviceLifetimeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secureCookie(req) ? ['Secure'] : [])].join('; ')
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.append('Set-Cookie', cookie)
  return user
}
