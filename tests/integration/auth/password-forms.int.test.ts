// The password pages' forms as a browser sends them without script (POST /forgot-password, POST
// /reset-password): the same checks, throttles and mail as the API, a 303 to the next page on
// success, the page again with why on a refusal.
import { describe, expect, it } from 'vitest'

import { forgotPasswordForm, resetPasswordForm, type PasswordFormFailure } from '~/auth/handlers/email.server'
import { login } from '~/auth/handlers/login.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'

import { bearer, call, cookieHeader, lastEmailTo, postForm, tokenFromLink, uniqueEmail, validRegistration, waitForEmail } from './support'

type Rendered = { passwordFormFailure: PasswordFormFailure }

async function member() {
  const body = validRegistration()
  const registered = await call(register, { body })
  expect(registered.status).toBe(201)
  return { ...body, accessToken: registered.json.accessToken }
}

const forgot = (fields: Record<string, string>, options?: { ip?: string; from?: string }) => postForm<Rendered>(forgotPasswordForm, '/forgot-password', fields, options)
const reset = (token: string, fields: Record<string, string>, options?: { ip?: string; from?: string }) =>
  postForm<Rendered>(resetPasswordForm, `/reset-password?token=${encodeURIComponent(token)}`, fields, options)

async function resetLink(email: string): Promise<string> {
  expect((await forgot({ email })).response.headers.get('location')).toBe('/forgot-password?sent=1')
  return tokenFromLink((await waitForEmail(email, /Reset your/)).link)
}

describe('POST /forgot-password (the form without script)', () => {
  it('answers every address with the same 303 to ?sent=1; only a member gets mail', async () => {
    const { email } = await member()
    const ghost = uniqueEmail('ghost')
    const known = await forgot({ email })
    const unknown = await forgot({ email: ghost })
    for (const { response, cookies } of [known, unknown]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/forgot-password?sent=1')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(cookies).toEqual([])
    }
    expect((await waitForEmail(email, /Reset your/)).subject).toBe('Reset your Kindred password')
    await expect(lastEmailTo(ghost)).rejects.toThrow()
  })

  it("an empty or malformed address renders the page again with the field's message and what was typed", async () => {
    const empty = await forgot({})
    expect(empty.response.status).toBe(400)
    expect(empty.rendered?.passwordFormFailure).toEqual({ message: 'Email is required', email: '' })
    const malformed = await forgot({ email: 'not-an-address' })
    expect(malformed.rendered?.passwordFormFailure).toEqual({ message: 'Please enter a valid email address', email: 'not-an-address' })
  })

  it("spends the address's budget shared with the API, and says when to come back", async () => {
    const { email } = await member()
    let last = await forgot({ email })
    for (let i = 0; i < 6 && last.response.status === 303; i++) last = await forgot({ email })
    expect(last.response.status).toBe(429)
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last.rendered?.passwordFormFailure.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    expect(last.rendered?.passwordFormFailure.email).toBe(email)
  })

  it("refuses another site's form", async () => {
    const { email } = await member()
    const { response } = await forgot({ email }, { from: 'https://evil.example' })
    expect(response.status).toBe(403)
  })
})

describe('POST /reset-password (the form without script)', () => {
  it('sets the password, ends the other sessions and signs this browser in: 303 to the dashboard with the session cookie', async () => {
    const { email, password, accessToken } = await member()
    const token = await resetLink(email)
    const done = await reset(token, { token, password: 'a-brand-new-passphrase' })
    expect(done.response.status).toBe(303)
    expect(done.response.headers.get('location')).toBe('/dashboard?password=changed')
    const profile = await call(getProfile, { method: 'GET', headers: { cookie: cookieHeader(done.cookies) } })
    expect(profile.json.user).toMatchObject({ email, emailVerified: true })
    expect((await call(getProfile, { method: 'GET', headers: bearer(accessToken) })).status).toBe(401)
    expect((await call(login, { body: { email, password } })).status).toBe(401)
    expect((await call(login, { body: { email, password: 'a-brand-new-passphrase' } })).status).toBe(200)

    // The link is spent: posting it again changes nothing and says so.
    const again = await reset(token, { token, password: 'yet-another-passphrase' })
    expect(again.response.status).toBe(400)
    expect(again.cookies).toEqual([])
    expect(again.rendered?.passwordFormFailure.message).toMatch(/link/i)
  })

  it('a short or common password renders the page again with why; the link stays usable', async () => {
    const { email } = await member()
    const token = await resetLink(email)
    const short = await reset(token, { token, password: 'short' })
    expect(short.rendered?.passwordFormFailure).toEqual({ message: 'Password must be at least 8 characters' })
    const common = await reset(token, { token, password: 'password123' })
    expect(common.rendered?.passwordFormFailure.message).toBe('This password is too common. Please choose a less predictable one.')
    expect(common.cookies).toEqual([])
    expect((await reset(token, { token, password: 'a-brand-new-passphrase' })).response.status).toBe(303)
  })

  it("refuses another site's form and a body too large to be a form", async () => {
    const { email } = await member()
    const token = await resetLink(email)
    expect((await reset(token, { token, password: 'a-brand-new-passphrase' }, { from: 'https://evil.example' })).response.status).toBe(403)
    expect((await reset(token, { token, password: 'x'.repeat(60_000) })).response.status).toBe(413)
    expect((await reset(token, { token, password: 'a-brand-new-passphrase' })).response.status).toBe(303)
  })
})
