// Every answer of POST /auth/register, /auth/login, /auth/refresh, /auth/logout and GET, PUT /auth/profile, plus the token
// attacks: tampered, `alg: none`, expired, and refresh-token reuse (its grace: rotation.int.test.ts).
import { SignJWT, UnsecuredJWT } from './jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { accessTokenKey } from '~/auth/config.server'
import { login } from '~/auth/handlers/login.server'
import { getProfile, putProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { logout, refresh } from '~/auth/handlers/session.server'
import { db } from '~/server/db.server'
import { verifyAccessToken } from '~/auth/tokens.server'

import { bearer, call, ensureBusinessType, uniqueEmail, validRegistration } from './support'

const userKeys = ['businessType', 'createdAt', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'organisation', 'phone', 'plan', 'updatedAt']

async function registered(overrides: Partial<ReturnType<typeof validRegistration>> = {}) {
  const body = { ...validRegistration(), ...overrides }
  const response = await call(register, { body })
  expect(response.status).toBe(201)
  return { ...response, body }
}

describe('POST /auth/register', () => {
  it('answers 201 with tokens and the User, company as organisation.name', async () => {
    const { json, body } = await registered()
    expect(json.success).toBe(true)
    expect(Object.keys(json.user!).sort()).toEqual(userKeys)
    expect(json.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: body.email, emailVerified: false, phone: null, businessType: null })
    expect(json.user!.organisation).toEqual({ name: 'Engines Pty Ltd', businessType: null })
    const claims = await verifyAccessToken(json.accessToken!)
    expect(claims?.memberId).toBe(json.user!.id)
    // The refresh token: opaque, >= 128 bits; only its hash is stored.
    expect(json.refreshToken).toMatch(/^[a-z2-7]{26}\.[a-z2-7]{52}$/)
    const { rows } = await (await db()).query(`select secret_hash from member_sessions where member_id = $1`, [json.user!.id])
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(json.refreshToken!.split('.')[1])
  })

  it('stores the password as argon2id, never in clear', async () => {
    const { json, body } = await registered()
    const { rows } = await (await db()).query(`select password_hash from members where id = $1`, [json.user!.id])
    // With the test stacks' parameters (APP_ENV=test); the unit tests check the others.
    expect(String(rows[0]!.password_hash)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    expect(String(rows[0]!.password_hash)).not.toContain(body.password)
  })

  it('answers 409 for an email already taken, whatever its case', async () => {
    const { body } = await registered()
    const again = await call(register, { body: { ...validRegistration(body.email.toUpperCase()) } })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
  })

  it('creates one account when the same address registers several times at once; the others are told it is taken', async () => {
    const email = uniqueEmail()
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(register, { body: validRegistration(email) })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const { rows } = await (await db()).query(`select count(*)::int as n from members where email = $1`, [email])
    expect(rows[0]!.n).toBe(1)
  })

  it.each([
    [{ firstName: '' }, 'First Name is required'],
    [{ lastName: '' }, 'Last Name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'ada@engines-.com' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(65)}@example.com` }, 'Please enter a valid email address'],
    [{ email: `a@${'b'.repeat(250)}.com` }, 'Please enter a valid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ password: 'password123' }, 'This password is too common. Please choose a less predictable one.'],
    [{ company: 'c'.repeat(201) }, 'Company must be at most 200 characters'],
  ])('answers 400 for %j', async (overrides, message) => {
    const response = await call(register, { body: { ...validRegistration(), ...overrides } })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ success: false, errorMessage: message })
    expect(Object.values(response.json.errors ?? {})).toContain(message)
  })

  it('accepts an email of exactly 64 + 254 limits and a password of 128 characters', async () => {
    const local = 'a'.repeat(64)
    const email = `${local}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(254 - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.com`
    expect(email).toHaveLength(254)
    await registered({ email, password: 'p'.repeat(127) + 'q' })
  })

  it('refuses a first or last name with a web or email address in it (400 naming the field), creating and emailing nothing', async () => {
    // Someone else's address, with a name that would make our verification email a phishing link.
    for (const [field, value] of [
      ['firstName', 'Visit https://evil.example to confirm'],
      ['firstName', 'www.evil.example'],
      ['lastName', 'evil-login.com'],
      ['lastName', 'write to help@evil.example'],
    ] as const) {
      const body = { ...validRegistration(), [field]: value }
      const label = field === 'firstName' ? 'First Name' : 'Last Name'
      const response = await call(register, { body })
      expect(response.status, value).toBe(400)
      expect(response.json).toEqual({
        success: false,
        errorMessage: `${label} cannot contain a web address or an email address`,
        errors: { [field]: `${label} cannot contain a web address or an email address` },
      })
      const { rows } = await (
        await db()
      ).query(`select (select count(*) from members where email = $1)::int as members, (select count(*) from email_outbox where "to" = $1)::int as emails`, [body.email])
      expect(rows[0], value).toEqual({ members: 0, emails: 0 })
    }
    // Names with dots and initials are names.
    await registered({ firstName: 'J.R.R.', lastName: 'St. John' })
  })

  it('answers 400 for malformed JSON, a non-JSON body and a missing body', async () => {
    expect((await call(register, { raw: '{"firstName":', headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect((await call(register, { raw: 'firstName=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(400)
    const empty = await call(register, { headers: { 'content-type': 'application/json' } })
    expect(empty).toMatchObject({ status: 400, json: { success: false } })
  })
})

describe('POST /auth/login', () => {
  let email: string
  const password = 'analytical-engine-42'
  beforeAll(async () => {
    email = (await registered()).body.email
  })

  it('answers 200 with tokens and the user, email case-insensitive', async () => {
    const response = await call(login, { body: { email: email.toUpperCase(), password } })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ success: true, accessToken: expect.any(String), refreshToken: expect.any(String), user: { email } })
  })

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const wrong = await call(login, { body: { email, password: 'wrong-password' } })
    const unknown = await call(login, { body: { email: uniqueEmail('nobody'), password } })
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401)
      expect(response.json).toEqual({ success: false, errorMessage: 'Login failed. Please check your credentials.' })
    }
  })

  it('answers 400 for invalid input', async () => {
    expect((await call(login, { body: { email: 'nope', password } })).json).toEqual({
      success: false,
      errorMessage: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    })
    expect((await call(login, { body: { email } })).status).toBe(400)
  })

  it('sets the httpOnly SameSite=Lax session cookie, the CSRF cookie and the device cookie as separate Set-Cookie headers', async () => {
    const { cookies } = await call(login, { body: { email, password } })
    expect(cookies).toHaveLength(3)
    expect(cookies.find((c) => c.startsWith('kindred_session='))).toMatch(/^kindred_session=[a-z2-7]{26}\.[a-z2-7]{52}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/)
    expect(cookies.find((c) => c.startsWith('kindred_csrf='))).toMatch(/^kindred_csrf=[a-z2-7]+; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    expect(cookies.find((c) => c.startsWith('kindred_device='))).toMatch(/HttpOnly/)
  })

  it('refuses a request from a foreign origin (login CSRF)', async () => {
    const response = await call(login, { body: { email, password }, headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
  })
})

describe('GET and PUT /auth/profile', () => {
  beforeAll(() => ensureBusinessType('coffee-shop'))

  it('answers the User for a valid bearer, 401 without or with garbage', async () => {
    const { json } = await registered()
    const ok = await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })
    expect(ok.status).toBe(200)
    expect(ok.json).toEqual({ success: true, user: json.user })
    expect((await call(getProfile, { method: 'GET' })).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer('garbage') })).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: { authorization: 'Basic abc' } })).status).toBe(401)
  })

  it('updates the given fields and answers the updated User', async () => {
    const { json } = await registered()
    const update = { firstName: 'Augusta', phone: '+61 412 345 678', businessType: 'coffee-shop', organisation: { name: 'Bean There', businessType: 'coffee-shop' } }
    const response = await call(putProfile, { method: 'PUT', headers: bearer(json.accessToken), body: update })
    expect(response.status).toBe(200)
    expect(response.json.user).toMatchObject({ ...update, lastName: 'Lovelace', email: json.user!.email })
    expect(Date.parse(response.json.user!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(json.user!.updatedAt))
    const read = await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })
    expect(read.json.user).toEqual(response.json.user)
  })

  it('answers 400 for invalid fields and 401 without a token', async () => {
    const { json } = await registered()
    const put = (body: unknown) => call(putProfile, { method: 'PUT', headers: bearer(json.accessToken), body })
    expect((await put({ firstName: '' })).json).toEqual({ success: false, errorMessage: 'First Name is required', errors: { firstName: 'First Name is required' } })
    expect((await put({ businessType: 'Not A Slug' })).status).toBe(400)
    expect((await put({ businessType: 'no-such-business' })).status).toBe(400)
    expect((await put({ phone: 'call me maybe' })).status).toBe(400)
    expect((await put({ organisation: { name: 'x'.repeat(201) } })).status).toBe(400)
    expect((await put({ firstName: 'Ada\ud800' })).json).toMatchObject({ success: false, errors: { firstName: 'First Name contains characters that are not allowed' } })
    expect(await put({ lastName: 'Visit https://evil.example' })).toMatchObject({
      status: 400,
      json: { success: false, errorMessage: 'Last Name cannot contain a web address or an email address', errors: { lastName: 'Last Name cannot contain a web address or an email address' } },
    })
    expect((await put({ firstName: 'evil.example' })).json.errors).toEqual({ firstName: 'First Name cannot contain a web address or an email address' })
    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).json.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
    expect((await call(putProfile, { method: 'PUT', body: { firstName: 'X' } })).status).toBe(401)
  })

  it('ignores the email and any internal field in the body', async () => {
    const { json } = await registered()
    const response = await call(putProfile, { method: 'PUT', headers: bearer(json.accessToken), body: { email: 'other@example.com', emailVerified: true, passwordHash: 'x' } })
    expect(response.status).toBe(200)
    expect(response.json.user).toMatchObject({ email: json.user!.email, emailVerified: false })
  })
})

describe('access tokens', () => {
  it('lives at most 15 minutes and carries sub, sid and exp', async () => {
    const { json } = await registered()
    const claims = JSON.parse(Buffer.from(json.accessToken!.split('.')[1]!, 'base64url').toString())
    expect(claims.sub).toBe(String(json.user!.id))
    expect(claims.sid).toBe(json.refreshToken!.split('.')[0])
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60)
  })

  it('rejects a tampered, an alg:none, an expired and a foreign-key token with 401', async () => {
    const { json } = await registered()
    const [header, payload, signature] = json.accessToken!.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: String(claims.sub + 1) })).toString('base64url')
    const tampered = `${header}.${otherSub}.${signature}`
    const none = new UnsecuredJWT(claims).encode()
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(accessTokenKey())
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32).fill(7))
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(accessTokenKey())
    for (const token of [tampered, none, expired, foreign, hs512, `${header}.${payload}.`]) {
      const response = await call(getProfile, { method: 'GET', headers: bearer(token) })
      expect(response.status, token).toBe(401)
    }
  })
})

describe('POST /auth/refresh and POST /auth/logout', () => {
  it('rotates: new tokens work, the used refresh token stops working', async () => {
    const { json } = await registered()
    const first = await call(refresh, { body: { refreshToken: json.refreshToken } })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, accessToken: expect.any(String), refreshToken: expect.any(String) })
    expect(first.json.refreshToken).not.toBe(json.refreshToken)
    expect(first.cookies).toHaveLength(2)
    expect((await call(getProfile, { method: 'GET', headers: bearer(first.json.accessToken) })).status).toBe(200)
    const second = await call(refresh, { body: { refreshToken: first.json.refreshToken } })
    expect(second.status).toBe(200)
  })

  it('revokes the whole session when a rotated refresh token is presented again, however soon', async () => {
    const { json } = await registered()
    const rotated = await call(refresh, { body: { refreshToken: json.refreshToken } })
    const reuse = await call(refresh, { body: { refreshToken: json.refreshToken } })
    expect(reuse.status).toBe(401)
    // The legitimate (newest) tokens died with the session.
    expect((await call(refresh, { body: { refreshToken: rotated.json.refreshToken } })).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(rotated.json.accessToken) })).status).toBe(401)
  })

  it('answers 401 for an unknown or malformed refresh token and 400 without one', async () => {
    const { json } = await registered()
    const [id] = json.refreshToken!.split('.')
    expect((await call(refresh, { body: { refreshToken: `${id}.${'a'.repeat(52)}` } })).status).toBe(401)
    expect((await call(refresh, { body: { refreshToken: 'nonsense' } })).status).toBe(401)
    expect((await call(refresh, { body: {} })).json).toMatchObject({ success: false, errorMessage: 'No refresh token available' })
    // A wrong secret for a real session id does not end that session (ids are not secret).
    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).status).toBe(200)
  })

  it('logout ends the session: its access and refresh tokens stop at once', async () => {
    const { json } = await registered()
    const other = await call(login, { body: { email: json.user!.email, password: 'analytical-engine-42' } })
    const out = await call(logout, { headers: bearer(json.accessToken) })
    expect(out.status).toBe(200)
    expect(out.json).toEqual({ success: true })
    expect(out.cookies.every((c) => c.includes('Max-Age=0'))).toBe(true)
    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).status).toBe(401)
    expect((await call(refresh, { body: { refreshToken: json.refreshToken } })).status).toBe(401)
    expect((await call(logout, { headers: bearer(json.accessToken) })).status).toBe(401)
    // Another session of the same member is untouched.
    expect((await call(getProfile, { method: 'GET', headers: bearer(other.json.accessToken) })).status).toBe(200)
  })
})
