// The end of every successful sign-in (password, registration, Google, reset): a new session,
// an access token bound to it, the refresh token, and the same session in the site's cookie.
import { cookieSessionMode, sessionModeHeader } from './browser-session'
import { reply, sessionCookies, userAgent, withCookies } from './http.server'
import { cleanupExpired, createSession } from './session.server'
import { signAccessToken } from './tokens.server'
import type { User } from './user'

/** `checkedPasswordHash`: the hash a password sign-in was checked against (see createSession). */
export async function issueSession(user: User, request: Request, checkedPasswordHash?: string): Promise<{ accessToken: string; refreshToken: string; cookies: string[] }> {
  const { session, token } = await createSession(user.id, userAgent(request), undefined, checkedPasswordHash)
  // Housekeeping rides on sign-ins (throttled per process): expired sessions, spent tokens.
  void cleanupExpired().catch((error: unknown) => console.error('[auth] cleaning up expired sessions failed:', error))
  return { accessToken: await signAccessToken(user.id, session.id), refreshToken: token, cookies: sessionCookies(token) }
}

/** True when the site's own page asks for the cookie alone (no script-readable tokens in the body). */
const wantsCookieOnly = (request: Request) => request.headers.get(sessionModeHeader)?.toLowerCase() === cookieSessionMode

/** API clients get the access and refresh tokens (decision 0010); the site's pages get the same session as the cookie only. */
export async function signedIn(status: 200 | 201, user: User, request: Request, checkedPasswordHash?: string): Promise<Response> {
  const { accessToken, refreshToken, cookies } = await issueSession(user, request, checkedPasswordHash)
  const body = wantsCookieOnly(request) ? { success: true, user } : { success: true, accessToken, refreshToken, user }
  return reply(status, body, withCookies(cookies))
}
