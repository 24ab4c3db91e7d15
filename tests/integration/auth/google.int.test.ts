// POST /auth/google against a local JWKS server (node:http) with keys this test generates.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { db } from '~/server/db.server'
import { googleCallback, googleSignIn, googleStart } from '~/auth/handlers/google.server'
import { login } from '~/auth/handlers/login.server'
import { register } from '~/auth/handlers/register.server'

import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from './jose'
import { call, uniqueEmail, validRegistration } from './support'

const clientId = 'test-client.apps.googleusercontent.com'
let server: Server
let key: CryptoKey
let strangerKey: CryptoKey
let jwksRequests = 0

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  key = pair.privateKey
  strangerKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  server = createServer((_, res) => {
    jwksRequests++
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`
  process.env.GOOGLE_CLIENT_ID = clientId
})

afterAll(async () => {
  delete process.env.GOOGLE_CLIENT_ID
  delete process.env.GOOGLE_JWKS_URL
  await new Promise((resolve) => server.close(resolve))
})

function idToken(claims: JWTPayload, options: { signer?: CryptoKey; exp?: number } = {}) {
  return new SignJWT({ email_verified: true, given_name: 'Grace', family_name: 'Hopper', iss: 'https://accounts.google.com', aud: clientId, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuedAt()
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(options.signer ?? key)
}

const google = (googleToken: string) => call(googleSignIn, { body: { googleToken } })

describe('POST /auth/google', () => {
  it('creates a verified member on first sign-in and finds it by sub afterwards', async () => {
    const email = uniqueEmail('grace')
    const first = await google(await idToken({ sub: `sub-${email}`, email }))
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, accessToken: expect.any(String), refreshToken: expect.any(String), user: { email, firstName: 'Grace', lastName: 'Hopper', emailVerified: true } })
    // Same Google account, even after an email change on Google's side: the same member.
    const again = await google(await idToken({ sub: `sub-${email}`, email: uniqueEmail('renamed') }))
    expect(again.json.user!.id).toBe(first.json.user!.id)
    // The key set was fetched once and cached.
    expect(jwksRequests).toBe(1)
  })

  it('takes no name with a web or email address in it from Google: the next one it has, else a dash', async () => {
    const email = uniqueEmail('linked-name')
    const first = await google(await idToken({ sub: `sub-${email}`, email, given_name: 'Visit https://evil.example', family_name: 'www.evil.example', name: 'Grace Hopper' }))
    expect(first.json.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' })
    const other = uniqueEmail('linked-name')
    const second = await google(await idToken({ sub: `sub-${other}`, email: other, given_name: 'evil.example', family_name: 'Hopper', name: 'evil.example Hopper' }))
    expect(second.json.user).toMatchObject({ firstName: other.split('@')[0], lastName: 'Hopper' })
  })

  it('signs in every one of several first sign-ins at once, to one new member', async () => {
    const email = uniqueEmail('twice')
    const token = await idToken({ sub: `sub-${email}`, email })
    const answers = await Promise.all(Array.from({ length: 4 }, () => google(token)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.json.user!.id)).size).toBe(1)
  })

  it('links to an existing verified account by email and keeps its password', async () => {
    const body = validRegistration()
    const registered = await call(register, { body })
    await (await db()).query(`update members set email_verified = true where email = $1`, [body.email])
    const linked = await google(await idToken({ sub: `sub-${body.email}`, email: body.email }))
    expect(linked.json.user!.id).toBe(registered.json.user!.id)
    expect((await call(login, { body: { email: body.email, password: body.password } })).status).toBe(200)
  })

  it('links to an unverified account but drops its password and sessions (pre-hijacking)', async () => {
    const body = validRegistration()
    const squatter = await call(register, { body })
    const linked = await google(await idToken({ sub: `sub-${body.email}`, email: body.email }))
    expect(linked.json.user).toMatchObject({ id: squatter.json.user!.id, emailVerified: true })
    expect((await call(login, { body: { email: body.email, password: body.password } })).status).toBe(401)
    const { rows } = await (await db()).query(`select count(*)::int as n from member_sessions where member_id = $1`, [squatter.json.user!.id])
    expect(rows[0]!.n).toBe(1)
  })

  it('answers 401, and links nothing, when the address already belongs to another Google account', async () => {
    const email = uniqueEmail('taken')
    const owner = await google(await idToken({ sub: `first-${email}`, email }))
    expect(owner.status).toBe(200)
    const other = await google(await idToken({ sub: `second-${email}`, email }))
    expect(other).toMatchObject({ status: 401, json: { success: false, errorMessage: 'Google authentication failed. Please try again.' } })
    const { rows } = await (await db()).query(`select google_sub from members where email = $1`, [email])
    expect(rows).toEqual([{ google_sub: `first-${email}` }])
  })

  it.each([
    ['unverified email', { email_verified: false }, {}],
    ['wrong audience', { aud: 'someone-else' }, {}],
    ['wrong issuer', { iss: 'https://evil.example' }, {}],
    ['expired', {}, { exp: Math.floor(Date.now() / 1000) - 120 }],
    ['NUL in the given name', { given_name: 'Ada\u0000' }, {}],
    ['control character in the subject', { sub: `sub-\u0007-${Date.now()}` }, {}],
  ])('answers 401 for an %s', async (_, claims, options) => {
    const email = uniqueEmail('bad')
    const response = await google(await idToken({ sub: `sub-${email}`, email, ...claims }, options))
    expect(response).toMatchObject({ status: 401, json: { success: false, errorMessage: 'Google authentication failed. Please try again.' } })
  })

  it('answers 401 for a foreign signature, alg none and garbage; 400 without a token', async () => {
    const email = uniqueEmail('forged')
    expect((await google(await idToken({ sub: 'x', email }, { signer: strangerKey }))).status).toBe(401)
    const [, payload] = (await idToken({ sub: 'x', email })).split('.')
    expect((await google(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`)).status).toBe(401)
    expect((await google('garbage')).status).toBe(401)
    expect((await call(googleSignIn, { body: {} })).status).toBe(400)
  })

  it('says in the log when Google’s keys cannot be read, and only then', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/certs`
    await new Promise((resolve) => closed.close(resolve))
    const working = process.env.GOOGLE_JWKS_URL
    try {
      expect((await google('garbage')).status).toBe(401)
      expect(warned).not.toHaveBeenCalled()
      process.env.GOOGLE_JWKS_URL = url
      expect((await google(await idToken({ sub: 'unreachable', email: uniqueEmail('unreachable') }))).status).toBe(401)
      expect(warned).toHaveBeenCalledWith('[auth] Google sign-in keys could not be read:', expect.any(String))
    } finally {
      process.env.GOOGLE_JWKS_URL = working
      warned.mockRestore()
    }
  })

  it('answers 503 when GOOGLE_CLIENT_ID is not set', async () => {
    delete process.env.GOOGLE_CLIENT_ID
    try {
      const response = await google('anything')
      expect(response).toMatchObject({ status: 503, json: { success: false, errorMessage: expect.any(String) } })
    } finally {
      process.env.GOOGLE_CLIENT_ID = clientId
    }
  })
})

/** Google sends the browser back with a state that is not this browser's: a sign-in that fails. */
const failedCallback = (cookie = '') =>
  call(googleCallback, {
    method: 'GET',
    path: '/auth/google/callback?state=forged&code=abc',
    headers: { cookie: ['kindred_oauth_state=real; kindred_oauth_verifier=v', cookie].filter(Boolean).join('; ') },
  })

describe('the redirect flow (arctic, state + PKCE)', () => {
  it('starts at Google with state and an S256 challenge, keeping state and verifier in httpOnly cookies', async () => {
    process.env.GOOGLE_CLIENT_SECRET = 'test-secret'
    try {
      const response = await call(googleStart, { method: 'GET' })
      expect(response.status).toBe(302)
      const location = new URL(response.headers.get('location')!)
      expect(location.origin).toBe('https://accounts.google.com')
      expect(location.searchParams.get('client_id')).toBe(clientId)
      expect(location.searchParams.get('code_challenge_method')).toBe('S256')
      expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback')
      const state = location.searchParams.get('state')!
      expect(response.cookies.find((c) => c.startsWith('kindred_oauth_state='))).toContain(`kindred_oauth_state=${state}`)
      expect(response.cookies.every((c) => c.includes('HttpOnly'))).toBe(true)
    } finally {
      delete process.env.GOOGLE_CLIENT_SECRET
    }
  })

  it('sends a callback with a state that does not match its cookie back to /login with an error', async () => {
    process.env.GOOGLE_CLIENT_SECRET = 'test-secret'
    try {
      const response = await failedCallback()
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/login?error=google')
      expect(response.cookies.some((c) => c.startsWith('kindred_session='))).toBe(false)
    } finally {
      delete process.env.GOOGLE_CLIENT_SECRET
    }
  })

  it("carries the sign-in page's return path through Google in a cookie, and back to /login when the sign-in fails", async () => {
    process.env.GOOGLE_CLIENT_SECRET = 'test-secret'
    try {
      const returnTo = '/dashboard/collaborations?tab=received'
      const started = await call(googleStart, { method: 'GET', path: `/auth/google/start?redirect=${encodeURIComponent(returnTo)}` })
      const returnCookie = started.cookies.find((c) => c.startsWith('kindred_oauth_return='))!
      expect(returnCookie).toContain(`kindred_oauth_return=${encodeURIComponent(returnTo)}`)
      expect(returnCookie).toContain('HttpOnly')
      expect(returnCookie).toContain('Max-Age=600')

      // Another host, or no return path: none is kept, and one left by an abandoned attempt is cleared.
      for (const path of ['/auth/google/start?redirect=%2F%2Fevil.example', '/auth/google/start']) {
        const response = await call(googleStart, { method: 'GET', path, headers: { cookie: 'kindred_oauth_return=%2Fdashboard' } })
        expect(response.cookies.find((c) => c.startsWith('kindred_oauth_return='))).toContain('Max-Age=0')
      }

      // Google sent the browser back, but the sign-in failed (here, a state that is not this browser's):
      // the sign-in page again, with the same way back.
      const failed = await failedCallback(`kindred_oauth_return=${encodeURIComponent(returnTo)}`)
      expect(failed.headers.get('location')).toBe(`/login?error=google&redirect=${encodeURIComponent(returnTo)}`)
      expect(failed.cookies.find((c) => c.startsWith('kindred_oauth_return='))).toContain('Max-Age=0')
      // A forged cookie naming another host is ignored.
      const forged = await failedCallback('kindred_oauth_return=%2F%2Fevil.example')
      expect(forged.headers.get('location')).toBe('/login?error=google')
    } finally {
      delete process.env.GOOGLE_CLIENT_SECRET
    }
  })

  it('carries why the visitor was sent to sign in (`reason`) through Google too, so a failed attempt keeps saying it', async () => {
    process.env.GOOGLE_CLIENT_SECRET = 'test-secret'
    try {
      const returnTo = '/partners/fitzroy-beans?propose=1'
      const started = await call(googleStart, { method: 'GET', path: `/auth/google/start?redirect=${encodeURIComponent(returnTo)}&reason=propose` })
      const reasonCookie = started.cookies.find((c) => c.startsWith('kindred_oauth_reason='))!
      expect(reasonCookie).toContain('kindred_oauth_reason=propose')
      expect(reasonCookie).toContain('HttpOnly')
      expect(reasonCookie).toContain('Max-Age=600')
      // Only a known key is kept, and one left by an abandoned attempt is cleared.
      const unknown = await call(googleStart, { method: 'GET', path: '/auth/google/start?reason=%3Cscript%3E', headers: { cookie: 'kindred_oauth_reason=propose' } })
      expect(unknown.cookies.find((c) => c.startsWith('kindred_oauth_reason='))).toContain('Max-Age=0')

      const failed = await failedCallback(`kindred_oauth_return=${encodeURIComponent(returnTo)}; kindred_oauth_reason=propose`)
      expect(failed.headers.get('location')).toBe(`/login?error=google&redirect=${encodeURIComponent(returnTo)}&reason=propose`)
      expect(failed.cookies.find((c) => c.startsWith('kindred_oauth_reason='))).toContain('Max-Age=0')
      const forged = await failedCallback('kindred_oauth_reason=anything')
      expect(forged.headers.get('location')).toBe('/login?error=google')
    } finally {
      delete process.env.GOOGLE_CLIENT_SECRET
    }
  })

  it('without a client secret, start sends the browser back to /login', async () => {
    const response = await call(googleStart, { method: 'GET' })
    expect(response.headers.get('location')).toBe('/login?error=google')
  })
})
