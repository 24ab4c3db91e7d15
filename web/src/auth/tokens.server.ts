// Access tokens: short-lived HS256 JWTs bound to a session (Lucia guide, "stateless tokens").
// Verification allows HS256 only, so `alg: none` or a public-key confusion never verifies.
import { SignJWT, jwtVerify } from 'jose'

import { accessTokenKey, lifetimes } from './config.server'

const issuer = 'kindred'
const audience = 'kindred-api'

export async function signAccessToken(memberId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(memberId))
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor((Date.now() + lifetimes.accessToken) / 1000))
    .sign(accessTokenKey())
}

/** The claims of a valid, unexpired access token, or null. Never throws on bad input. */
export async function verifyAccessToken(token: string): Promise<{ memberId: number; sessionId: string } | null> {
  if (token.length > 2000) return null
  try {
    const { payload } = await jwtVerify(token, accessTokenKey(), { algorithms: ['HS256'], issuer, audience, requiredClaims: ['sub', 'sid', 'exp'] })
    const memberId = Number(payload.sub)
    if (!Number.isSafeInteger(memberId) || typeof payload.sid !== 'string' || payload.sid.length > 64) return null
    return { memberId, sessionId: payload.sid }
  } catch {
    return null
  }
}
