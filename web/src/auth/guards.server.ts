// Who is calling: a bearer access token (checked against its live session) or the session
// cookie (with CSRF checks on writes). Every handler and server function calls this itself.
import { cookieNames } from './config.server'
import { hasValidCsrfToken, isSameOrigin } from './csrf.server'
import { readCookie } from './http.server'
import { csrfRefused, signInRequired } from './refusals.server'
import { validateSessionId, validateSessionToken, type Session } from './session.server'
import { verifyAccessToken } from './tokens.server'
import type { User } from './user'

export type Caller = { session: Session; user: User; via: 'bearer' | 'cookie' }

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer ([A-Za-z0-9_.-]{1,2000})$/.exec(header.trim()) : null
  return match ? match[1]! : null
}

export async function authenticateBearer(token: string): Promise<Caller | null> {
  const claims = await verifyAccessToken(token)
  if (!claims) return null
  const result = await validateSessionId(claims.sessionId, claims.memberId)
  return result ? { ...result, via: 'bearer' } : null
}

/** Who is calling, or why nobody is: no live session ('signed-out'), or a cookie write without the CSRF proofs ('forged'). */
type Identified = Caller | 'signed-out' | 'forged'

/**
 * Identifies the caller. A present Authorization header decides alone (no fallback to the cookie).
 * A cookie-authenticated write must come from our origin with the CSRF header.
 */
async function identify(request: Request): Promise<Identified> {
  if (request.headers.has('authorization')) {
    const token = bearerToken(request)
    return (token ? await authenticateBearer(token) : null) ?? 'signed-out'
  }
  const cookie = readCookie(request, cookieNames.session)
  if (!cookie) return 'signed-out'
  if (request.method !== 'GET' && request.method !== 'HEAD' && !(isSameOrigin(request) && hasValidCsrfToken(request))) return 'forged'
  const result = await validateSessionToken(cookie)
  return result ? { ...result, via: 'cookie' } : 'signed-out'
}

/** The signed-in caller, or null (nobody, or a cookie write that cannot prove it came from our pages). */
export async function currentCaller(request: Request): Promise<Caller | null> {
  const found = await identify(request)
  return typeof found === 'string' ? null : found
}

/**
 * The signed-in caller, or a thrown refusal: 401 asking to sign in, 403 for a cookie write without
 * the CSRF proofs. `headers` go with either refusal (logout clears the cookies even then).
 */
export async function requireCaller(request: Request, headers?: HeadersInit): Promise<Caller> {
  const found = await identify(request)
  if (found === 'forged') throw csrfRefused(headers)
  if (found === 'signed-out') throw await signInRequired(headers)
  return found
}
