// Google ID tokens, verified with jose against Google's key set (or GOOGLE_JWKS_URL), and the
// account rule: key by Google's `sub`; link to an existing account only by a verified email.
// Decision record: docs/decisions/0012-google-sign-in.md.
import { createRemoteJWKSet, jwtVerify } from 'jose'

import { db, transaction } from '~/server/db.server'
import { insertMember, memberColumns, normaliseEmail, toUser } from '~/server/members.server'
import { invalidateMemberSessions } from './session.server'
import type { User } from './user'

const googleJwks = 'https://www.googleapis.com/oauth2/v3/certs'
const issuers = ['https://accounts.google.com', 'accounts.google.com']

export const googleClientId = () => process.env.GOOGLE_CLIENT_ID || null

// One key set per URL: jose caches the keys, and refetches (at most every 30 s) on an unknown `kid`.
let keySet: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined
function keys() {
  const url = process.env.GOOGLE_JWKS_URL || googleJwks
  if (keySet?.url !== url) keySet = { url, keys: createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 6 * 3600_000 }) }
  return keySet.keys
}

export type GoogleIdentity = { sub: string; email: string; givenName: string; familyName: string }

/** Verifies signature, `iss`, `aud`, `exp` and `email_verified`; null when anything is wrong. */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity | null> {
  const clientId = googleClientId()
  if (!clientId || idToken.length > 4096) return null
  try {
    const { payload } = await jwtVerify(idToken, keys(), { issuer: issuers, audience: clientId, algorithms: ['RS256'], requiredClaims: ['sub', 'exp'] })
    const email = typeof payload.email === 'string' ? normaliseEmail(payload.email) : ''
    if (payload.email_verified !== true || !email || email.length > 254 || typeof payload.sub !== 'string' || payload.sub.length > 255) return null
    const name = typeof payload.name === 'string' ? payload.name.trim() : ''
    const givenName = (typeof payload.given_name === 'string' && payload.given_name.trim()) || name.split(/\s+/)[0] || email.split('@')[0]!
    const familyName = (typeof payload.family_name === 'string' && payload.family_name.trim()) || name.split(/\s+/).slice(1).join(' ') || '-'
    return { sub: payload.sub, email, givenName: givenName.slice(0, 100), familyName: familyName.slice(0, 100) }
  } catch {
    return null
  }
}

/**
 * The member for a verified Google identity: found by `sub`; else linked by email; else created.
 * Linking to an account whose address was never verified drops its password and sessions: whoever
 * registered that address first never proved it was theirs (account pre-hijacking).
 */
export async function memberForGoogle(identity: GoogleIdentity): Promise<User> {
  const bySub = await (await db()).query(`select ${memberColumns} from members m where m.google_sub = $1`, [identity.sub])
  if (bySub.rows[0]) return toUser(bySub.rows[0])
  return transaction(async (client) => {
    const { rows } = await client.query(`select m.id, m.email_verified, m.google_sub from members m where m.email = $1 for update`, [identity.email])
    const existing = rows[0]
    if (existing) {
      if (existing.google_sub && existing.google_sub !== identity.sub) throw new Error('This email belongs to a different Google account.')
      if (!existing.email_verified) await invalidateMemberSessions(Number(existing.id), null, client)
      const linked = await client.query(
        `update members as m set google_sub = $2, email_verified = true,
           password_hash = case when m.email_verified then m.password_hash else null end, updated_at = now()
         where m.id = $1 returning ${memberColumns}`,
        [existing.id, identity.sub],
      )
      return toUser(linked.rows[0]!)
    }
    const created = await insertMember(client, {
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      passwordHash: null,
      emailVerified: true,
      googleSub: identity.sub,
    })
    if (!created) throw new Error('Google account could not be created.')
    return created
  })
}
