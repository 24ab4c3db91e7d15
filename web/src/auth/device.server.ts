// Members' device tokens (docs/decisions/0032-lockout-and-device-tokens.md): a successful password
// sign-in leaves a signed token in the httpOnly `kindred_device` cookie, for browsers and API
// clients alike (an API client keeps it from Set-Cookie and sends it back in Cookie). Presented
// again for the same member, it earns that client its own attempt budget: strangers guessing the
// password cannot lock the owner out, and the owner's known client cannot be used up by them.
import { signDeviceToken, verifyDeviceToken, type DeviceToken } from '@kindred/cms/throttle'

import { deviceTokenKey, secureCookies } from './config.server'
import { readCookie, serializeCookie } from './http.server'

/** How long a device stays known after its last successful sign-in (each one issues a fresh token). */
export const deviceLifetimeSeconds = 180 * 24 * 60 * 60

export const deviceCookieName = () => (secureCookies() ? '__Host-kindred_device' : 'kindred_device')

export function issueDeviceToken(memberId: number, now = Date.now()): string {
  return signDeviceToken(deviceTokenKey(), String(memberId), now)
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
  const token = verifyDeviceToken(deviceTokenKey(), readCookie(request, deviceCookieName()), deviceLifetimeSeconds)
  return token && token.subject === String(memberId) ? token : null
}
