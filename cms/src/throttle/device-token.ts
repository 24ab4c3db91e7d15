// Device tokens, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": after a
// successful sign-in the client gets `subject.nonce.issuedAt.signature`, an HMAC-SHA256 over the
// rest with a key derived from a server secret for this one purpose. A client that presents a
// valid token for the account it signs in to is judged by the token's own attempt budget (keyed
// by the nonce) instead of the account's shared lockout, so strangers cannot lock the owner out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export type DeviceToken = { subject: string; nonce: string; issuedAt: number }

const version = 'v1'
const subjectPattern = /^[A-Za-z0-9_-]{1,64}$/
const noncePattern = /^[A-Za-z0-9_-]{22}$/
const maxTokenLength = 200
/** Tolerated clock difference between processes when checking `issuedAt`. */
const skewSeconds = 60

/** A 32-byte key for `purpose` (e.g. `kindred/device-token/v1`); one secret never signs two kinds of thing. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest()
}

const sign = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(`${version}.${payload}`).digest()

/** A new token for `subject` (a member or staff id) with a fresh 128-bit nonce. */
export function signDeviceToken(key: Uint8Array, subject: string, now = Date.now()): string {
  if (!subjectPattern.test(subject)) throw new Error('device token subject must be a short id')
  const payload = `${subject}.${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000)}`
  return `${payload}.${sign(key, payload).toString('base64url')}`
}

/** The token's content when its signature is right and it is at most `maxAgeSeconds` old; otherwise null. */
export function verifyDeviceToken(key: Uint8Array, token: string | null | undefined, maxAgeSeconds: number, now = Date.now()): DeviceToken | null {
  if (!token || token.length > maxTokenLength) return null
  const parts = token.split('.')
  if (parts.length !== 4) return null
  const [subject, nonce, issued, signature] = parts as [string, string, string, string]
  if (!subjectPattern.test(subject) || !noncePattern.test(nonce) || !/^\d{1,12}$/.test(issued)) return null
  // Compared as text, so only the one canonical spelling of the signature is accepted.
  const expected = Buffer.from(sign(key, `${subject}.${nonce}.${issued}`).toString('base64url'))
  const presented = Buffer.from(signature)
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null
  const issuedAt = Number(issued)
  const nowSeconds = Math.floor(now / 1000)
  if (issuedAt > nowSeconds + skewSeconds || nowSeconds - issuedAt > maxAgeSeconds) return null
  return { subject, nonce, issuedAt }
}
