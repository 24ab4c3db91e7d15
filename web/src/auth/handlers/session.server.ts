// POST /auth/refresh and POST /auth/logout.
import { refreshSchema } from '../auth.schemas'
import { messages } from '../auth.schemas'
import { isForeignOrigin } from '../csrf.server'
import { authenticate } from '../guards.server'
import { clearedSessionCookies, clientIp, fail, readJson, reply, sessionCookies, tooManyRequests, withCookies, type Handler } from '../http.server'
import { hit, limits } from '../rate-limit.server'
import { invalidateSession, rotateSession } from '../session.server'
import { signAccessToken } from '../tokens.server'

/** Rotates the refresh token; the new one also replaces the site's session cookie. */
export const refresh: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, refreshSchema)
  if ('response' in parsed) return parsed.response
  const rotated = await rotateSession(parsed.data.refreshToken)
  if (!rotated) {
    // Only failures count: a guesser is slowed, honest refreshes never are.
    const limited = await hit(`refresh:ip:${clientIp(request, context)}`, limits.tokenIp())
    if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
    return fail(401, 'Your session has ended. Please sign in again.', withCookies(clearedSessionCookies()))
  }
  const accessToken = await signAccessToken(rotated.user.id, rotated.session.id)
  return reply(200, { success: true, accessToken, refreshToken: rotated.token, user: rotated.user }, withCookies(sessionCookies(rotated.token)))
}

/** Ends the caller's session: its access token, refresh token and cookie stop working at once. */
export const logout: Handler = async (request) => {
  const auth = await authenticate(request)
  if ('response' in auth) {
    // Signed out already (or never): still clear the cookies so the browser ends up signed out.
    const headers = new Headers(auth.response.headers)
    for (const cookie of clearedSessionCookies()) headers.append('Set-Cookie', cookie)
    return new Response(auth.response.body, { status: auth.response.status, headers })
  }
  await invalidateSession(auth.caller.session.id)
  return reply(200, { success: true }, withCookies(clearedSessionCookies()))
}

export const noRefreshToken = messages.noRefreshToken
