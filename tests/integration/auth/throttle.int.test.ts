// Login throttling (decision 0032): per IP first, then per account for untrusted clients, per
// device token for the owner's known clients. 429 with Retry-After, no bypass with the right
// password while a block lasts. Counters live in PostgreSQL and are atomic under concurrency.
import { afterEach, describe, expect, it } from 'vitest'

import { db } from '~/server/db.server'
import { login } from '~/auth/handlers/login.server'

import { deviceHeaders, member, password, signInForDevice, uniqueIp } from './device-support'
import { call, uniqueEmail } from './support'

afterEach(() => {
  delete process.env.AUTH_LOGIN_IP_MAX
})

const wrong = (email: string, ip?: string, headers?: Record<string, string>) => call(login, { body: { email, password: 'wrong-password' }, ip, headers })

describe('login throttling for untrusted clients', () => {
  it('blocks an account after 5 failures, even for the right password, from any IP', async () => {
    const { email } = await member()
    for (let i = 0; i < 5; i++) expect((await wrong(email)).status).toBe(401)
    const blocked = await call(login, { body: { email, password } })
    expect(blocked.status).toBe(429)
    expect(blocked.json.success).toBe(false)
    expect(blocked.json.errorMessage).toMatch(/Too many attempts/)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(900)
    // A fresh IP does not help, nor does a different spelling of the address.
    expect((await call(login, { body: { email: email.toUpperCase(), password }, ip: '192.0.2.77' })).status).toBe(429)
  })

  it('lets the right password through again once the window has passed', async () => {
    const { email } = await member()
    for (let i = 0; i < 6; i++) await wrong(email)
    expect((await call(login, { body: { email, password } })).status).toBe(429)
    await (await db()).query(`update rate_limits set window_ends_at = now() - interval '1 second' where key = $1`, [`auth:login:account:${email}`])
    expect((await call(login, { body: { email, password } })).status).toBe(200)
  })

  it('a success clears the account count', async () => {
    const { email } = await member()
    for (let i = 0; i < 4; i++) await wrong(email)
    expect((await call(login, { body: { email, password } })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await wrong(email)).status).toBe(401)
  })

  it('blocks an IP spraying many accounts', async () => {
    process.env.AUTH_LOGIN_IP_MAX = '3'
    const ip = uniqueIp()
    for (let i = 0; i < 3; i++) expect((await call(login, { body: { email: uniqueEmail('spray'), password }, ip })).status).toBe(401)
    const blocked = await call(login, { body: { email: uniqueEmail('spray'), password }, ip })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('does not count attempts the IP limit refused against the account', async () => {
    process.env.AUTH_LOGIN_IP_MAX = '2'
    const { email } = await member()
    const ip = uniqueIp()
    for (let i = 0; i < 2; i++) await call(login, { body: { email: uniqueEmail('spray'), password }, ip })
    for (let i = 0; i < 10; i++) expect((await wrong(email, ip)).status).toBe(429)
    const { rows } = await (await db()).query(`select hits from rate_limits where key = $1`, [`auth:login:account:${email}`])
    expect(rows).toHaveLength(0)
    // The owner, from anywhere else, is not locked out by requests that never reached a password check.
    expect((await call(login, { body: { email, password }, ip: uniqueIp() })).status).toBe(200)
  })

  it('counts concurrent attempts atomically: no more than 5 get past the check', async () => {
    const { email } = await member()
    const results = await Promise.all(Array.from({ length: 12 }, () => wrong(email)))
    expect(results.filter((r) => r.status === 401)).toHaveLength(5)
    expect(results.filter((r) => r.status === 429)).toHaveLength(7)
  })
})

describe('login with a known device token', () => {
  it('20 wrong passwords from one address: the owner’s known client signs in, an unknown client gets 429', async () => {
    const owner = await member()
    const device = await signInForDevice(owner.email)
    const attacker = uniqueIp()
    const statuses = []
    for (let i = 0; i < 20; i++) statuses.push((await wrong(owner.email, attacker)).status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)

    const known = await call(login, { body: { email: owner.email, password }, headers: deviceHeaders(device) })
    expect(known.status).toBe(200)
    expect(known.json.accessToken).toBeTruthy()
    const unknown = await call(login, { body: { email: owner.email, password } })
    expect(unknown.status).toBe(429)
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('is exempt from the IP limit: a known client shares an address with an attacker who used it up', async () => {
    process.env.AUTH_LOGIN_IP_MAX = '3'
    const owner = await member()
    const device = await signInForDevice(owner.email)
    const shared = uniqueIp()
    for (let i = 0; i < 6; i++) await wrong(owner.email, shared)
    expect((await call(login, { body: { email: owner.email, password }, ip: shared })).status).toBe(429)
    expect((await call(login, { body: { email: owner.email, password }, ip: shared, headers: deviceHeaders(device) })).status).toBe(200)
  })

  it('issues a fresh device token with every successful sign-in', async () => {
    const owner = await member()
    const first = await signInForDevice(owner.email)
    const again = await call(login, { body: { email: owner.email, password }, headers: deviceHeaders(first) })
    const second = again.cookies.find((c) => c.startsWith('kindred_device='))
    expect(second).toMatch(/HttpOnly/)
    expect(second).toMatch(/SameSite=Lax/)
    expect(second!.split(';')[0]).not.toBe(`kindred_device=${first}`)
  })
})

describe('POST /auth/login: one client that keeps sending wrong passwords', () => {
  async function untilThrottled(send: () => Promise<{ status: number; headers: Headers }>) {
    for (let attempt = 1; attempt <= 60; attempt++) {
      const response = await send()
      if (response.status === 429) return { attempt, response }
      expect(response.status).toBe(401)
    }
    throw new Error('not throttled within 60 attempts')
  }

  it('gets 429 with Retry-After within 60 attempts and its right password is refused meanwhile (untrusted)', async () => {
    const { email } = await member()
    const ip = uniqueIp()
    const { attempt, response } = await untilThrottled(() => wrong(email, ip))
    expect(attempt).toBeLessThanOrEqual(60)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(login, { body: { email, password }, ip })).status).toBe(429)
  })

  it('the same holds for a client with a known device token', async () => {
    const { email } = await member()
    const device = await signInForDevice(email)
    const ip = uniqueIp()
    const { attempt, response } = await untilThrottled(() => wrong(email, ip, deviceHeaders(device)))
    expect(attempt).toBe(11)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(login, { body: { email, password }, ip, headers: deviceHeaders(device) })).status).toBe(429)
  })

  it('the same holds for a client spraying many accounts from one address', async () => {
    const ip = uniqueIp()
    const { attempt } = await untilThrottled(() => wrong(uniqueEmail('spray'), ip))
    expect(attempt).toBe(51)
  })
})
