// The sign-in page's form as a browser sends it without script (POST /login): the same checks and
// throttle as POST /auth/login, a session cookie and a 303 on success, the page again on refusal.
import { describe, expect, it } from 'vitest'

import { loginForm, type SignInFailure } from '~/auth/handlers/login.server'
import { register } from '~/auth/handlers/register.server'
import { getProfile } from '~/auth/handlers/profile.server'

import { call, cookieHeader, origin, postForm, validRegistration } from './support'

const post = async (fields: Record<string, string>, { path = '/login', ip = '203.0.113.9', from = origin } = {}) => {
  const { response, rendered } = await postForm<{ signInFailure: SignInFailure }>(loginForm, path, fields, { ip, from })
  return { response, rendered: rendered?.signInFailure ?? null }
}

async function member() {
  const body = validRegistration()
  expect((await call(register, { body })).status).toBe(201)
  return body
}

describe('POST /login (the form without script)', () => {
  it('signs in with a session cookie and sends the member on: the dashboard, or the page the sign-in was asked from', async () => {
    const { email, password } = await member()
    const { response } = await post({ email, password })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard')
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('kindred_device='))).toBe(true)
    const profile = await call(getProfile, { method: 'GET', headers: { cookie: cookieHeader(cookies) } })
    expect(profile.json.user!.email).toBe(email)

    const back = await post({ email, password }, { path: `/login?redirect=${encodeURIComponent('/partners/some-cafe')}` })
    expect(back.response.headers.get('location')).toBe('/partners/some-cafe')
    const elsewhere = await post({ email, password }, { path: '/login?redirect=%2F%2Fevil.example' })
    expect(elsewhere.response.headers.get('location')).toBe('/dashboard')
  })

  it("a wrong password, an unknown address or an empty form renders the page again with the API's message and the email typed", async () => {
    const { email } = await member()
    const attempts: Record<string, string>[] = [{ email, password: 'not-the-password' }, { email: `nobody-${Date.now()}@example.com`, password: 'whatever-it-is' }, {}]
    for (const fields of attempts) {
      const { response, rendered } = await post(fields, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` })
      // Refused as the API refuses it: the page again, answered 401.
      expect(response.status).toBe(401)
      expect(response.headers.getSetCookie()).toEqual([])
      expect(rendered).toEqual({ message: 'Login failed. Please check your credentials.', email: fields.email ?? '' })
    }
  })

  it('counts against the same throttle as the API: blocked attempts say so, even with the right password', async () => {
    const { email, password } = await member()
    const ip = '192.0.2.77'
    let last: SignInFailure | null = null
    for (let i = 0; i < 12 && !last?.message.startsWith('Too many attempts'); i++) last = (await post({ email, password: `wrong-${i}-password` }, { ip })).rendered
    expect(last?.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    const right = await post({ email, password }, { ip })
    expect(right.response.status).toBe(429)
    expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(right.response.headers.getSetCookie()).toEqual([])
    expect(right.rendered?.message).toMatch(/^Too many attempts/)
  })

  it("refuses another site's form", async () => {
    const { email, password } = await member()
    const { response } = await post({ email, password }, { from: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
