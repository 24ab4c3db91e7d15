// Google ID tokens, verified with jose against Google's key set (or GOOGLE_JWKS_URL), and the
// account rule: key by Google's `sub`; link to an existing account only by a verified email.
// Decision record: docs/decisions/0012-google-sign-in.md.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose'

import { transaction } from '~/server/db.server'
import { findMemberByGoogleSub, insertMember, linkGoogleAccount, lockMemberByEmail, normaliseEmail } from '~/server/members.server'
import { containsLink, isSingleLine } from '~/server/text-rules'

import { invalidateMemberSessions } from './session.server'
import type { User } from './user'
import { serverEnv } from '~/server/env.server'

const googleJwks = 'https://www.googleapis.com/oauth2/v3/certs'
const issuers = ['https://accounts.google.com', 'accounts.google.com']

export const googleClientId = () => serverEnv().GOOGLE_CLIENT_ID ?? null

// One key set per URL: jose caches the keys, and refetches (at most every 30 s) on an unknown `kid`.
let keySet: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined
function keys() {
  const url = serverEnv().GOOGLE_JWKS_URL ?? googleJwks
  if (keySet?.url !== url) keySet = { url, keys: createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 6 * 3600_000 }) }
  return keySet.keys
}

export type GoogleIdentity = { sub: string; email: string; givenName: string; familyName: string }

/**
 * A name claim as a member's name, or '' to try the next: a Google account's name is whatever its
 * holder typed, and one carrying a web or email address is refused at registration (decision 0091),
 * because the member's name goes into emails other members get.
 */
const nameOf = (claim: unknown): string => {
  const name = typeof claim === 'string' ? claim.trim() : ''
  return containsLink(name) ? '' : name
}

/** Verifies signature, `iss`, `aud`, `exp` and `email_verified`; null when anything is wrong. */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity | null> {
  const clientId = googleClientId()
  if (!clientId || idToken.length > 4096) return null
  try {
    const { payload } = await jwtVerify(idToken, keys(), { issuer: issuers, audience: clientId, algorithms: ['RS256'], requiredClaims: ['sub', 'exp'] })
    const email = typeof payload.email === 'string' ? normaliseEmail(payload.email) : ''
    if (payload.email_verified !== true || !email || email.length > 254 || typeof payload.sub !== 'string' || payload.sub.length > 255) return null
    // Google never puts control characters in these claims, and PostgreSQL refuses a NUL in text.
    if ([payload.sub, email, payload.name, payload.given_name, payload.family_name].some((claim) => typeof claim === 'string' && !isSingleLine(claim))) return null
    const name = nameOf(payload.name)
    const givenName = nameOf(payload.given_name) || name.split(/\s+/)[0] || nameOf(email.split('@')[0]) || '-'
    const familyName = nameOf(payload.family_name) || name.split(/\s+/).slice(1).join(' ') || '-'
    return { sub: payload.sub, email, givenName: givenName.slice(0, 100), familyName: familyName.slice(0, 100) }
  } catch (error) {
    // A token that fails its checks is the caller's problem and common; Google's keys out of reach
    // (a timeout, a network failure) refuses every Google sign-in and must be seen in the log.
    if (!(error instanceof joseErrors.JOSEError) || error instanceof joseErrors.JWKSTimeout) {
      console.warn('[auth] Google sign-in keys could not be read:', error instanceof Error ? error.message : error)
    }
    return null
  }
}

/**
 * The member for a verified Google identity: found by `sub`; else linked by email; else created.
 * Linking to an account whose address was never verified drops its password and sessions: whoever
 * registered that address first never proved it was theirs (account pre-hijacking). Null when the
 * address belongs to another Google account.
 */
export async function memberForGoogle(identity: GoogleIdentity): Promise<User | null> {
  const known = await findMemberByGoogleSub(identity.sub)
  if (known) return known
  const member = await transaction(async (tx) => {
    const existing = await lockMemberByEmail(identity.email, tx)
    if (existing) {
      if (existing.googleSub && existing.googleSub !== identity.sub) return null
      if (!existing.emailVerified) await invalidateMemberSessions(existing.id, null, tx)
      return linkGoogleAccount(existing.id, identity.sub, tx)
    }
    const created = await insertMember(tx, {
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      passwordHash: null,
      emailVerified: true,
      googleSub: identity.sub,
    })
    return created
  })
  // Two first sign-ins with the same Google account at once (a double click, two tabs): the one
  // whose insert found the other's row signs in to it.
  return member ?? findMemberByGoogleSub(identity.sub)
}
