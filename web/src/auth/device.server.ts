// Members' device tokens (docs/decisions/0032-lockout-and-device-tokens.md): a successful password
// sign-in leaves a signed token in the httpOnly `kindred_device` cookie, for browsers and API
// clients alike (an API client keeps it from Set-Cookie and sends it back in Cookie). Presented
// again for the same member, it earns that client its own attempt budget: strangers guessing the
// password cannot lock the owner out, and the owner's known client cannot be used up by them.
import { deriveKey, signDeviceToken, verifyDeviceToken, type DeviceToken } from '@kindred/cms/throttle'

import { secureCookies } from './config.server'
import { readCookie, serializeCookie } from './http.server'
import { serverEnv } from '~/server/env.server'

/** How long a device stays known after its last successful sign-in (each one issues a fresh token). */
export const deviceLifetimeSeconds = 180 * 24 * 60 * 60

export const deviceCookieName = () => (secureCookies() ? '__Host-kindred_device' : 'kindred_device')

let cachedKey: { source: string; key: Buffer } | undefined

/** The HMAC key, derived from AUTH_SECRET for this purpose only; cached per secret (tests rotate it). */
function deviceKey(): Buffer {
  const secret = serverEnv().AUTH_SECRET
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET must be set to at least 32 characters.')
  if (cachedKey?.source !== secret) cachedKey = { source: secret, key: deriveKey(secret, 'kindred/device-token/v1') }
  return cachedKey.key
}

export function issueDeviceToken(memberId: number, now = Date.now()): string {
  return signDeviceToken(deviceKey(), String(memberId), now)
}

/** The Set-Cookie value carrying a fresh device token for `memberId`. */
export function deviceCookie(memberId: number): string {
  return serializeCookie(deviceCookieName(), issueDeviceToken(memberId), { maxAge: deviceLifetimeSeconds, httpOnly: true })
}

/**
 * The request's device token when it is genuine, unexpired and was issued to `memberId`; null
 * otherwise (no cookie, forged, expired, another member's, or no such member): an untrusted client.
 */
export function knownDevice(request: Request, memberId: number | undefined): DeviceToken | null {
  if (memberId === undefined) return null
  const token = verifyDeviceToken(deviceKey(), readCookie(request, deviceCookieName()), deviceLifetimeSeconds)
  return token && token.subject === String(memberId) ? token : null
}
