// Auth settings in one place: lifetimes, cookie names and the keys derived from AUTH_SECRET.
// Lifetimes are product decisions recorded in docs/decisions/0010-sessions-and-tokens.md.
import { deriveKey } from '@kindred/cms/throttle'
import { sha256 } from '@oslojs/crypto/sha2'
import { isProduction as isProductionEnv, publicUrl as sitePublicUrl, serverEnv } from '~/server/env.server'
import { secureCookies } from '~/server/http.server'

const minute = 60_000
const day = 24 * 60 * minute

export const lifetimes = {
  /** Inactivity expiry of a session; extended on use (sliding), at most once an hour. */
  session: 30 * day,
  /** Hard cap from creation: a stolen session cannot be kept alive forever by use. */
  sessionAbsolute: 90 * day,
  /** How often the sliding renewal writes to the database at most. */
  renewEvery: 60 * minute,
  /** At most 15 minutes (decision 0010). Each use is still checked against the live session. */
  accessToken: 10 * minute,
  /**
   * Grace for the immediate parent after a rotation (RFC 9700 §4.14.2; Auth0's "reuse interval",
   * Supabase's REFRESH_TOKEN_REUSE_INTERVAL): a page request still carrying the previous cookie, or
   * a second tab or a network retry refreshing the cookie with it, is answered instead of counted as
   * reuse. The API's refresh gives none (decision 0010).
   */
  rotationGrace: 30_000,
  /** An account without a password confirms its deletion by having signed in this recently. */
  recentSignIn: 10 * minute,
  verifyEmail: 2 * day,
  resetPassword: 60 * minute,
}

export const isProduction = (): boolean => isProductionEnv()

export function publicUrl(): URL {
  return new URL(sitePublicUrl())
}

export { secureCookies }

export const cookieNames = {
  get session() {
    return secureCookies() ? '__Host-kindred_session' : 'kindred_session'
  },
  get csrf() {
    return secureCookies() ? '__Host-kindred_csrf' : 'kindred_csrf'
  },
  oauthState: 'kindred_oauth_state',
  oauthVerifier: 'kindred_oauth_verifier',
  /** Where the redirect flow returns after Google (a path `optionalReturnPath` accepts). */
  oauthReturn: 'kindred_oauth_return',
  /** Why the visitor was sent to sign in (a `signInReasons` key), for the sign-in page if Google's fails. */
  oauthReason: 'kindred_oauth_reason',
}

export const csrfHeader = 'x-csrf-token'

const derivedKeys = new Map<string, { source: string; key: Uint8Array }>()

/** AUTH_SECRET's key for `purpose`, derived by `derive` once per secret value (tests rotate it). */
function keyFor(purpose: string, derive: (secret: string) => Uint8Array): Uint8Array {
  const secret = serverEnv().AUTH_SECRET
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET must be set to at least 32 characters.')
  const cached = derivedKeys.get(purpose)
  if (cached?.source === secret) return cached.key
  const key = derive(secret)
  derivedKeys.set(purpose, { source: secret, key })
  return key
}

/** A 32-byte key derived from AUTH_SECRET with a purpose label, so the same secret never signs two kinds of thing. */
const derivedKey = (purpose: string) => keyFor(purpose, (secret) => sha256(new TextEncoder().encode(`kindred/${purpose}\0${secret}`)))

/** The HS256 key for access tokens. */
export const accessTokenKey = () => derivedKey('access-token/v1')

/** The HMAC key that derives a rotated session secret from its parent (session.server.ts). */
export const rotationKey = () => derivedKey('session-rotation/v1')

/**
 * The HMAC key for members' device tokens (device.server.ts), derived as the CMS derives its staff's
 * (`deriveKey` of @kindred/cms/throttle, whose module signs and reads both kinds). A different
 * derivation would forget every member's known devices.
 */
export const deviceTokenKey = () => keyFor('device-token/v1', (secret) => deriveKey(secret, 'kindred/device-token/v1'))
