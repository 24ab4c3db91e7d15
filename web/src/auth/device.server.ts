// Members' device tokens (docs/decisions/0032-lockout-and-device-tokens.md): a successful password
// sign-in leaves a signed token in the httpOnly `kindred_device` cookie, for browsers and API
// clients alike (an API client keeps it from Set-Cookie and sends it back in Cookie). Presented
// again for the same member, it earns that client its own attempt budget: strangers guessing the
// password cannot lock the owner out, and the owner's known client cannot be used up by them.
// A token is known only while the member keeps the password it was issued under, and only among
// the member's newest few (decision 0096; the rows live in @kindred/cms/throttle's devices.ts).
import { isRememberedDevice, rememberDevice, signDeviceToken, verifyDeviceToken, type DeviceToken } from '@kindred/cms/throttle'

import { db, transaction } from '~/server/db.server'

import { deviceTokenKey, secureCookies } from './config.server'
import { readCookie, serializeCookie } from './http.server'

/** How long a device stays known after its last successful sign-in (each one issues a fresh token). */
export const deviceLifetimeSeconds = 180 * 24 * 60 * 60

export const deviceCookieName = () => (secureCookies() ? '__Host-kindred_device' : 'kindred_device')

/** A signed token for `memberId`; it is known only once `deviceCookie` has recorded it. */
export function issueDeviceToken(memberId: number, now = Date.now()): string {
  return signDeviceToken(deviceTokenKey(), String(memberId), now)
}

/**
 * The Set-Cookie value carrying a fresh device token for `memberId`, who has just signed in with
 * the password whose hash is `passwordHash`. The token is recorded first; the member's oldest
 * beyond the bound give way.
 */
export async function deviceCookie(memberId: number, passwordHash: string): Promise<string> {
  const token = issueDeviceToken(memberId)
  const { nonce } = verifyDeviceToken(deviceTokenKey(), token, deviceLifetimeSeconds)!
  await transaction((tx) => rememberDevice(tx, 'member', memberId, nonce, passwordHash))
  return serializeCookie(deviceCookieName(), token, { maxAge: deviceLifetimeSeconds, httpOnly: true })
}

/**
 * The request's device token when it is genuine, unexpired, was issued to this member and is still
 * recorded for their current password; null otherwise (no cookie, forged, expired, another member's,
 * retired, issued under an older password, or no such member): an untrusted client.
 */
export async function knownDevice(request: Request, member: { user: { id: number }; passwordHash: string | null } | null): Promise<DeviceToken | null> {
  if (!member) return null
  const token = verifyDeviceToken(deviceTokenKey(), readCookie(request, deviceCookieName()), deviceLifetimeSeconds)
  if (!token || token.subject !== String(member.user.id)) return null
  return (await isRememberedDevice(await db(), 'member', member.user.id, token.nonce, member.passwordHash)) ? token : null
}
