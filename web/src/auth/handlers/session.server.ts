// POST /auth/refresh (API clients: the refresh token in the body), POST /auth/session/refresh
// (the site's pages: the cookie) and POST /auth/logout (also the header's form without script).
import { csrfFieldName } from '~/server/csrf-token'
import { AppError } from '~/server/errors.server'
import { isFormPost, readFormFields, seeOther } from '~/server/http.server'

import { cookieNames } from '../config.server'
import { echoesCsrfCookie, hasValidCsrfToken, isForeignOrigin, isSameOrigin } from '../csrf.server'
import { requireCaller } from '../guards.server'
import { authHandler, clearedSessionCookies, clientIp, readCookie, readInput, reply, sessionCookie, sessionCookies, withCookies, type Handler, type HandlerContext } from '../http.server'
import { hit, limits } from '../rate-limit.server'
import { csrfRefused, foreignOrigin, throttled } from '../refusals.server'
import { invalidateSession, rotateSession, validateSessionToken } from '../session.server'
import { serverSchemas } from '../texts.server'
import { signAccessToken } from '../tokens.server'

/** The refusal of a refresh: 401 clearing the site's cookies. Only failures count: a guesser is slowed, honest refreshes never are. */
async function refused(request: Request, context?: HandlerContext): Promise<AppError> {
  const limited = await hit(`refresh:ip:${clientIp(request, context)}`, limits.tokenIp())
  if (!limited.allowed) return throttled(limited.retryAfterSeconds)
  const { messages } = await serverSchemas()
  return new AppError('unauthorized', messages.sessionEnded, { headers: withCookies(clearedSessionCookies()) })
}

/**
 * Rotates the refresh token; the new one also replaces the site's session cookie. A used refresh
 * token presented again revokes the whole session at once (decision 0010): an API client has one
 * caller per token, so a second presentation is a copy, not a race.
 */
export const refresh: Handler = authHandler(async (request, context) => {
  if (isForeignOrigin(request)) throw foreignOrigin()
  const { refreshToken } = await readInput(request, (await serverSchemas()).refresh)
  const rotated = await rotateSession(refreshToken, 'revoke')
  if (!rotated) throw await refused(request, context)
  const accessToken = await signAccessToken(rotated.user.id, rotated.session.id)
  return reply(200, { success: true, accessToken, refreshToken: rotated.token, user: rotated.user }, withCookies(sessionCookies(rotated.token)))
})

/**
 * The pages' refresh: rotates the secret in the httpOnly cookie and answers with the member only,
 * so no script ever sees a session secret. A cookie-authenticated write: same origin and CSRF header.
 * Tabs of one browser share the cookie, so the parent gets the rotation grace (decision 0030).
 */
export const refreshCookie: Handler = authHandler(async (request, context) => {
  const token = readCookie(request, cookieNames.session)
  if (!token) throw await refused(request, context)
  if (!isSameOrigin(request) || !hasValidCsrfToken(request)) throw csrfRefused()
  const rotated = await rotateSession(token, 'repeat')
  if (!rotated) throw await refused(request, context)
  return reply(200, { success: true, user: rotated.user }, withCookies([sessionCookie(rotated.token)]))
})

/** Ends the caller's session: its access token, refresh token and cookie stop working at once. */
export const logout: Handler = authHandler(async (request) => {
  if (isFormPost(request)) return logoutForm(request)
  // Signed out already (or never): the refusal still clears the cookies so the browser ends up signed out.
  const caller = await requireCaller(request, withCookies(clearedSessionCookies()))
  await invalidateSession(caller.session.id)
  return reply(200, { success: true }, withCookies(clearedSessionCookies()))
})

/**
 * The header's Logout as a browser posts it without script: from our own pages, with the CSRF
 * cookie echoed in the form (decision 0013), so no other site can sign a member out. Then 303 to
 * the home page (SPEC: Logout, then to /) with the cookies cleared, also when already signed out;
 * `?account=signed-out` shows the notice the scripted Logout lands on too.
 */
async function logoutForm(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) throw csrfRefused()
  const form = await readFormFields(request)
  if ('response' in form) return form.response
  const token = readCookie(request, cookieNames.session)
  if (token) {
    if (!echoesCsrfCookie(request, form.data.get(csrfFieldName))) throw csrfRefused()
    const result = await validateSessionToken(token)
    if (result) await invalidateSession(result.session.id)
  }
  return seeOther('/?account=signed-out', clearedSessionCookies())
}
