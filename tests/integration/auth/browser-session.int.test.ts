// The site's pages hold their session in the httpOnly cookie alone (decision 0030): a sign-in that
// asks for the cookie gets no token in the body, and the pages refresh through the cookie
// (POST /auth/session/refresh) under the CSRF rules of decision 0013. API clients are unchanged.
import { describe, expect, it } from 'vitest'

import { login } from '~/auth/handlers/login.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { logout, refreshCookie } from '~/auth/handlers/session.server'
import { db } from '~/server/db.server'
import { validateSessionToken } from '~/auth/session.server'

import { call, cookieHeader, cookieValue, origin, validRegistration } from './support'

const cookieMode = { 'x-kindred-session': 'cookie' }

/** A member signed in the way the site's login form does it. */
async function pageSignIn() {
  const body = validRegistration()
  await call(register, { body })
  const response = await call(login, { body: { email: body.email, password: body.password }, headers: cookieMode })
  const token = cookieValue(response.cookies, 'kindred_session')!
  const csrf = cookieValue(response.cookies, 'kindred_csrf')!
  return { response, token, csrf, cookie: cookieHeader(response.cookies) }
}

const refreshPage = (cookie: string, csrf: string, headers: Record<string, string> = { origin }) =>
  call(refreshCookie, { path: '/auth/session/refresh', headers: { cookie, 'x-csrf-token': csrf, ...headers } })

describe('sign-in for the cookie', () => {
  it('answers the page with the member and the cookies, and no token in the body', async () => {
    const { response, token } = await pageSignIn()
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ success: true, user: expect.objectContaining({ firstName: 'Ada' }) })
    expect(response.text).not.toContain(token.split('.')[1])
    expect(response.cookies.find((c) => c.startsWith('kindred_session='))).toMatch(/HttpOnly/)
    expect(await validateSessionToken(token)).not.toBeNull()
  })

  it('registration for the cookie: 201, no tokens; API clients still get both tokens', async () => {
    const page = await call(register, { body: validRegistration(), headers: cookieMode })
    expect(page.status).toBe(201)
    expect(page.json.accessToken).toBeUndefined()
    expect(page.json.refreshToken).toBeUndefined()
    const api = await call(register, { body: validRegistration() })
    expect(api.json).toMatchObject({ success: true, accessToken: expect.any(String), refreshToken: expect.any(String) })
  })
})

describe('POST /auth/session/refresh', () => {
  it('rotates the cookie, answers the member without tokens and keeps the CSRF cookie', async () => {
    const { token, csrf, cookie } = await pageSignIn()
    const response = await refreshPage(cookie, csrf)
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ success: true, user: expect.objectContaining({ firstName: 'Ada' }) })
    expect(response.cookies).toHaveLength(1)
    const next = cookieValue(response.cookies, 'kindred_session')!
    expect(response.cookies[0]).toMatch(/HttpOnly/)
    expect(next).not.toBe(token)
    expect(response.text).not.toContain(next.split('.')[1])
    expect((await call(getProfile, { method: 'GET', headers: { cookie: `kindred_session=${next}` } })).status).toBe(200)
  })

  it('two tabs refreshing with one cookie at once both get the same new cookie and stay signed in', async () => {
    const { csrf, cookie } = await pageSignIn()
    const results = await Promise.all([refreshPage(cookie, csrf), refreshPage(cookie, csrf)])
    expect(results.map((r) => r.status)).toEqual([200, 200])
    const [a, b] = results.map((r) => cookieValue(r.cookies, 'kindred_session'))
    expect(a).toBe(b)
    expect(await validateSessionToken(a)).not.toBeNull()
  })

  it('refuses a foreign origin or a missing CSRF header (403) and leaves the session alone', async () => {
    const { token, csrf, cookie } = await pageSignIn()
    expect((await refreshPage(cookie, csrf, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await refreshPage(cookie, 'wrong', { origin })).status).toBe(403)
    expect((await call(refreshCookie, { path: '/auth/session/refresh', headers: { cookie, origin } })).status).toBe(403)
    expect(await validateSessionToken(token)).not.toBeNull()
  })

  it('answers 401 and clears the cookies when the session was revoked, or without a cookie', async () => {
    const { csrf, cookie } = await pageSignIn()
    expect((await call(logout, { headers: { cookie, origin, 'x-csrf-token': csrf } })).status).toBe(200)
    const refused = await refreshPage(cookie, csrf)
    expect(refused.status).toBe(401)
    expect(refused.json).toEqual({ success: false, errorMessage: 'Your session has ended. Please sign in again.' })
    expect(refused.cookies.every((c) => c.includes('Max-Age=0'))).toBe(true)
    expect((await refreshPage(`kindred_csrf=${csrf}`, csrf)).status).toBe(401)
  })

  it('a stolen copy of an old cookie replayed after the grace ends the session', async () => {
    const { token, csrf, cookie } = await pageSignIn()
    const rotated = await refreshPage(cookie, csrf)
    const next = cookieValue(rotated.cookies, 'kindred_session')!
    await (await db()).query(`update member_sessions set rotated_at = now() - interval '31 seconds' where id = $1`, [token.split('.')[0]])
    expect((await refreshPage(cookie, csrf)).status).toBe(401)
    expect(await validateSessionToken(next)).toBeNull()
  })
})
