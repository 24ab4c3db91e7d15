// Login throttling per account and per IP: 429 with Retry-After, and no bypass with the right
// password while the block lasts. Counters live in PostgreSQL and are atomic under concurrency.
import { afterEach, describe, expect, it } from 'vitest'

import { db } from '~/server/db.server'
import { login } from '~/auth/handlers/login.server'
import { register } from '~/auth/handlers/register.server'

import { call, uniqueEmail, validRegistration } from './support'

const password = 'analytical-engine-42'

async function member() {
  const body = validRegistration()
  expect((await call(register, { body })).status).toBe(201)
  return body.email
}

afterEach(() => {
  delete process.env.AUTH_LOGIN_IP_MAX
})

describe('login throttling', () => {
  it('blocks an account after 5 failures, even for the right password, from any IP', async () => {
    const email = await member()
    for (let i = 0; i < 5; i++) expect((await call(login, { body: { email, password: 'wrong-password' } })).status).toBe(401)
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
    const email = await member()
    for (let i = 0; i < 6; i++) await call(login, { body: { email, password: 'wrong-password' } })
    expect((await call(login, { body: { email, password } })).status).toBe(429)
    await (await db()).query(`update rate_limits set window_ends_at = now() - interval '1 second' where key = $1`, [`auth:login:account:${email}`])
    expect((await call(login, { body: { email, password } })).status).toBe(200)
  })

  it('a success clears the account count', async () => {
    const email = await member()
    for (let i = 0; i < 4; i++) await call(login, { body: { email, password: 'wrong-password' } })
    expect((await call(login, { body: { email, password } })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await call(login, { body: { email, password: 'wrong-password' } })).status).toBe(401)
  })

  it('blocks an IP spraying many accounts', async () => {
    process.env.AUTH_LOGIN_IP_MAX = '3'
    const ip = '192.0.2.10'
    for (let i = 0; i < 3; i++) expect((await call(login, { body: { email: uniqueEmail('spray'), password }, ip })).status).toBe(401)
    const blocked = await call(login, { body: { email: uniqueEmail('spray'), password }, ip })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('counts concurrent attempts atomically: no more than 5 get past the check', async () => {
    const email = await member()
    const results = await Promise.all(Array.from({ length: 12 }, () => call(login, { body: { email, password: 'wrong-password' } })))
    expect(results.filter((r) => r.status === 401)).toHaveLength(5)
    expect(results.filter((r) => r.status === 429)).toHaveLength(7)
  })
})
