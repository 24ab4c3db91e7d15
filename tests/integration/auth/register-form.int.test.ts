// The registration form as a browser sends it without script (POST /register): the same checks,
// throttle and first email as POST /auth/register, a session cookie and a 303 to the dashboard's
// welcome on success, the page again with why and what was typed (never the password) on a refusal.
import { describe, expect, it } from 'vitest'

import { registerForm, type RegisterFailure } from '~/auth/handlers/register.server'
import { getProfile } from '~/auth/handlers/profile.server'

import { call, cookieHeader, postForm, uniqueEmail, validRegistration, waitForEmail } from './support'

const post = (fields: Record<string, string>, options?: { ip?: string; from?: string }) => postForm<{ registerFailure: RegisterFailure }>(registerForm, '/register', fields, options)

describe('POST /register (the form without script)', () => {
  it("creates the member, sends the verification email and signs in: 303 to the dashboard's welcome with the session cookie", async () => {
    const fields = validRegistration()
    const { response, cookies } = await post(fields)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard?registered=1')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const profile = await call(getProfile, { method: 'GET', headers: { cookie: cookieHeader(cookies) } })
    expect(profile.json.user).toMatchObject({ email: fields.email, firstName: 'Ada', emailVerified: false, organisation: { name: 'Engines Pty Ltd' } })
    expect((await waitForEmail(fields.email, /Verify your email/)).subject).toBe('Verify your email address for Kindred')
  })

  it('an address already registered, a common password or a missing field renders the page again with why and the fields but the password', async () => {
    const taken = validRegistration()
    expect((await post(taken)).response.status).toBe(303)
    const again = await post({ ...taken, firstName: 'Grace' })
    expect(again.response.status).toBe(409)
    expect(again.cookies).toEqual([])
    expect(again.rendered?.registerFailure).toEqual({
      message: 'An account with this email already exists. Please sign in instead.',
      values: { firstName: 'Grace', lastName: taken.lastName, email: taken.email, company: taken.company },
    })
    expect(JSON.stringify(again.rendered)).not.toContain(taken.password)

    const common = await post({ ...validRegistration(), password: 'password123' })
    expect(common.response.status).toBe(400)
    expect(common.rendered?.registerFailure.message).toBe('This password is too common. Please choose a less predictable one.')
    const missing = await post({ ...validRegistration(), lastName: '' })
    expect(missing.rendered?.registerFailure.message).toBe('Last Name is required')
    const linked = await post({ ...validRegistration(), firstName: 'Visit www.evil.example' })
    expect(linked.response.status).toBe(400)
    expect(linked.rendered?.registerFailure.message).toBe('First Name cannot contain a web address or an email address')
    const withoutCompany = await post({ ...validRegistration(), company: '  ' })
    expect(withoutCompany.response.status).toBe(303)
  })

  it('spends the same per-address allowance as the API, and says when to come back', async () => {
    const ip = '192.0.2.201'
    let last = await post(validRegistration(uniqueEmail('burst')), { ip })
    for (let i = 0; i < 30 && last.response.status === 303; i++) last = await post(validRegistration(uniqueEmail('burst')), { ip })
    expect(last.response.status).toBe(429)
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last.rendered?.registerFailure.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  })

  it("refuses another site's form and a body too large to be a form", async () => {
    expect((await post(validRegistration(), { from: 'https://evil.example' })).response.status).toBe(403)
    expect((await post({ ...validRegistration(), company: 'x'.repeat(60_000) })).response.status).toBe(413)
  })
})
