// Who is calling: a bearer access token (checked against its live session) or the session
// cookie (with CSRF checks on writes). Every handler and server function calls this itself.
import { cookieNames } from './config.server'
import { hasValidCsrfToken, isSameOrigin } from './csrf.server'
import { fail, readCookie, signInToContinue } from './http.server'
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

/**
 * Authenticates a request. A present Authorization header decides alone (no fallback to the
 * cookie). A cookie-authenticated write must come from our origin with the CSRF header.
 */
export async function authenticate(request: Request): Promise<{ caller: Caller } | { response: Response }> {
  const unauthorised = async () => ({ response: await signInToContinue() })
  if (request.headers.has('authorization')) {
    const token = bearerToken(request)
    const caller = token ? await authenticateBearer(token) : null
    return caller ? { caller } : unauthorised()
  }
  const cookie = readCookie(request, cookieNames.session)
  if (!cookie) return unauthorised()
  if (request.method !== 'GET' && request.method !== 'HEAD' && !(isSameOrigin(request) && hasValidCsrfToken(request))) {
    return { response: fail(403, 'This request was blocked for your security. Please reload the page and try again.') }
  }
  const result = await validateSessionToken(cookie)
  return result ? { caller: { ...result, via: 'cookie' } } : unauthorised()
}
