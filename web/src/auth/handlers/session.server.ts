// POST /auth/refresh (API clients: the refresh token in the body), POST /auth/session/refresh
// (the site's pages: the cookie) and POST /auth/logout (also the header's form without script).
import { csrfFieldName } from '~/server/csrf-token'
import { isFormPost, readFormFields, seeOther } from '~/server/http.server'

import { cookieNames } from '../config.server'
import { echoesCsrfCookie, hasValidCsrfToken, isForeignOrigin, isSameOrigin } from '../csrf.server'
import { authenticate } from '../guards.server'
import { clearedSessionCookies, clientIp, fail, readCookie, readJson, reply, sessionCookie, sessionCookies, tooManyRequests, withCookies, type Handler, type HandlerContext } from '../http.server'
import { hit, limits } from '../rate-limit.server'
import { invalidateSession, rotateSession, validateSessionToken } from '../session.server'
import { serverSchemas } from '../texts.server'
import { signAccessToken } from '../tokens.server'

/** Only failures count: a guesser is slowed, honest refreshes never are. */
async function refused(request: Request, context?: HandlerContext): Promise<Response> {
  const limited = await hit(`refresh:ip:${clientIp(request, context)}`, limits.tokenIp())
  if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
  const { messages } = await serverSchemas()
  return fail(401, messages.sessionEnded, withCookies(clearedSessionCookies()))
}

/** Rotates the refresh token; the new one also replaces the site's session cookie. */
export const refresh: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, (await serverSchemas()).refresh)
  if ('response' in parsed) return parsed.response
  const rotated = await rotateSession(parsed.data.refreshToken)
  if (!rotated) return refused(request, context)
  const accessToken = await signAccessToken(rotated.user.id, rotated.session.id)
  return reply(200, { success: true, accessToken, refreshToken: rotated.token, user: rotated.user }, withCookies(sessionCookies(rotated.token)))
}

/**
 * The pages' refresh: rotates the secret in the httpOnly cookie and answers with the member only,
 * so no script ever sees a session secret. A cookie-authenticated write: same origin and CSRF header.
 */
export const refreshCookie: Handler = async (request, context) => {
  const token = readCookie(request, cookieNames.session)
  if (!token) return refused(request, context)
  if (!isSameOrigin(request) || !hasValidCsrfToken(request)) return fail(403, 'This request was blocked for your security. Please reload the page and try again.')
  const rotated = await rotateSession(token)
  if (!rotated) return refused(request, context)
  return reply(200, { success: true, user: rotated.user }, withCookies([sessionCookie(rotated.token)]))
}

/** Ends the caller's session: its access token, refresh token and cookie stop working at once. */
export const logout: Handler = async (request) => {
  if (isFormPost(request)) return logoutForm(request)
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

/**
 * The header's Logout as a browser posts it without script: from our own pages, with the CSRF
 * cookie echoed in the form (decision 0013), so no other site can sign a member out. Then 303 to
 * the home page (SPEC: Logout, then to /) with the cookies cleared, also when already signed out;
 * `?account=signed-out` shows the notice the scripted Logout lands on too.
 */
async function logoutForm(request: Request): Promise<Response> {
  const blocked = () => fail(403, 'This request was blocked for your security. Please reload the page and try again.')
  if (!isSameOrigin(request)) return blocked()
  const form = await readFormFields(request)
  if ('response' in form) return form.response
  const token = readCookie(request, cookieNames.session)
  if (token) {
    if (!echoesCsrfCookie(request, form.data.get(csrfFieldName))) return blocked()
    const result = await validateSessionToken(token)
    if (result) await invalidateSession(result.session.id)
  }
  return seeOther('/?account=signed-out', clearedSessionCookies())
}
