// The site's cookie session: same session as the tokens, CSRF-protected writes, cookie rotation
// with refresh, and what the page server function sees.
import { describe, expect, it } from 'vitest'

import { login } from '~/auth/handlers/login.server'
import { getProfile, putProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { logout, refresh } from '~/auth/handlers/session.server'
import { db } from '~/server/db.server'
import { validateSessionToken } from '~/auth/session.server'

import { bearer, call, cookieHeader, cookieValue, origin, validRegistration } from './support'

async function signedInCookies() {
  const body = validRegistration()
  await call(register, { body })
  const response = await call(login, { body: { email: body.email, password: body.password } })
  const csrf = cookieValue(response.cookies, 'kindred_csrf')!
  return { ...response, cookie: cookieHeader(response.cookies), csrf }
}

describe('cookie sessions', () => {
  it('reads the profile with the cookie alone', async () => {
    const { cookie, json } = await signedInCookies()
    const response = await call(getProfile, { method: 'GET', headers: { cookie } })
    expect(response.json.user!.id).toBe(json.user!.id)
  })

  it('refuses a cookie-authenticated write without the CSRF header or from another origin', async () => {
    const { cookie, csrf } = await signedInCookies()
    const put = (headers: Record<string, string>) => call(putProfile, { method: 'PUT', body: { firstName: 'Changed' }, headers: { cookie, ...headers } })
    expect((await put({ origin })).status).toBe(403)
    expect((await put({ origin, 'x-csrf-token': 'wrong' })).status).toBe(403)
    expect((await put({ origin: 'https://evil.example', 'x-csrf-token': csrf })).status).toBe(403)
    expect((await put({ 'x-csrf-token': csrf })).status).toBe(403)
    expect((await put({ 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrf })).status).toBe(200)
    expect((await put({ origin, 'x-csrf-token': csrf })).json.user!.firstName).toBe('Changed')
  })

  it('follows a refresh: the new cookie works, the old one only within the grace period', async () => {
    const { cookie, json } = await signedInCookies()
    const rotated = await call(refresh, { body: { refreshToken: json.refreshToken } })
    const oldToken = json.refreshToken!
    const newToken = cookieValue(rotated.cookies, 'kindred_session')!
    expect(newToken).toBe(rotated.json.refreshToken)
    expect(await validateSessionToken(newToken)).not.toBeNull()
    // A page request racing the refresh still carries the old cookie: accepted within the grace.
    expect((await call(getProfile, { method: 'GET', headers: { cookie } })).status).toBe(200)
    // After the grace, the old cookie counts as reuse and ends the session.
    await (await db()).query(`update member_sessions set rotated_at = now() - interval '1 minute' where id = $1`, [oldToken.split('.')[0]])
    expect(await validateSessionToken(oldToken)).toBeNull()
    expect(await validateSessionToken(newToken)).toBeNull()
  })

  it('logout with the cookie and CSRF header ends the session for the bearer too', async () => {
    const { cookie, csrf, json } = await signedInCookies()
    const out = await call(logout, { headers: { cookie, origin, 'x-csrf-token': csrf } })
    expect(out.status).toBe(200)
    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: { cookie } })).status).toBe(401)
  })

  it('logout posted as the header form without script ends the session and lands on the signed-out notice', async () => {
    const { cookie, csrf } = await signedInCookies()
    const out = await call(logout, { raw: new URLSearchParams({ csrf }).toString(), headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' } })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/?account=signed-out')
    expect(out.cookies.filter((c) => c.includes('kindred_session')).every((c) => c.includes('Max-Age=0'))).toBe(true)
    expect((await call(getProfile, { method: 'GET', headers: { cookie } })).status).toBe(401)
  })

  it('expires sessions and slides their expiry on use', async () => {
    const { json } = await signedInCookies()
    const id = json.refreshToken!.split('.')[0]
    await (await db()).query(`update member_sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day' where id = $1`, [id])
    const renewed = await validateSessionToken(json.refreshToken)
    expect(renewed!.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    await (await db()).query(`update member_sessions set expires_at = now() - interval '1 second' where id = $1`, [id])
    expect(await validateSessionToken(json.refreshToken)).toBeNull()
    const { rows } = await (await db()).query(`select 1 from member_sessions where id = $1`, [id])
    expect(rows).toHaveLength(0)
  })
})
