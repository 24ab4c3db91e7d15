// Known-device tokens (decision 0032): only a genuine, unexpired token issued to this member earns
// its own budget; exhausting it locks that token alone. Forgot-password: strangers cannot use up
// the owner's reset from a known device, and IP refusals never count against the address.
import { deriveKey, devicesPerAccount, verifyDeviceToken } from '@kindred/cms/throttle'
import { describe, expect, it } from 'vitest'

import { deviceLifetimeSeconds, issueDeviceToken } from '~/auth/device.server'
import { deleteAccount } from '~/auth/handlers/account.server'
import { forgotPassword, resetPassword } from '~/auth/handlers/email.server'
import { login } from '~/auth/handlers/login.server'
import { db } from '~/server/db.server'

import { deviceHeaders, member, password, signInForDevice, uniqueIp } from './device-support'
import { bearer, call, lastEmailTo, tokenFromLink, waitForEmail } from './support'

const wrong = (email: string, headers?: Record<string, string>) => call(login, { body: { email, password: 'wrong-password' }, headers })
const rightPassword = (email: string, headers?: Record<string, string>) => call(login, { body: { email, password }, headers })

async function lockedOutForStrangers(email: string) {
  for (let i = 0; i < 5; i++) await wrong(email)
  expect((await rightPassword(email)).status).toBe(429)
}

describe('device tokens that do not count as known', () => {
  it('a forged, expired or another member’s token is an untrusted client; the genuine one is not', async () => {
    const owner = await member()
    const genuine = await signInForDevice(owner.email)
    const other = await member()
    const othersToken = await signInForDevice(other.email)
    await lockedOutForStrangers(owner.email)

    const [id, nonce, issued, signature] = genuine.split('.') as [string, string, string, string]
    const forged = [
      `${id}.${nonce}.${issued}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${id}.${'A'.repeat(22)}.${issued}.${signature}`,
      issueDeviceToken(owner.id, Date.now() - (deviceLifetimeSeconds + 60) * 1000),
      othersToken,
      'garbage',
    ]
    for (const token of forged) expect((await rightPassword(owner.email, deviceHeaders(token))).status).toBe(429)
    // The other member's token still works for its own member.
    expect((await rightPassword(other.email, deviceHeaders(othersToken))).status).toBe(200)
    expect((await rightPassword(owner.email, deviceHeaders(genuine))).status).toBe(200)
  })

  it('the key stays the one every issued token was signed with, so no member’s known devices are forgotten', () => {
    const key = deriveKey(process.env.AUTH_SECRET!, 'kindred/device-token/v1')
    expect(verifyDeviceToken(key, issueDeviceToken(7), deviceLifetimeSeconds)).toMatchObject({ subject: '7' })
  })

  it('a token signed with a previous AUTH_SECRET is untrusted', async () => {
    const owner = await member()
    const genuine = await signInForDevice(owner.email)
    await lockedOutForStrangers(owner.email)
    const secret = process.env.AUTH_SECRET
    process.env.AUTH_SECRET = `${secret}-rotated`
    try {
      expect((await rightPassword(owner.email, deviceHeaders(genuine))).status).toBe(429)
    } finally {
      process.env.AUTH_SECRET = secret
    }
    expect((await rightPassword(owner.email, deviceHeaders(genuine))).status).toBe(200)
  })
})

describe('a known device’s own budget', () => {
  it('when used up locks that token only, not the account for the owner’s other clients', async () => {
    const owner = await member()
    const stolen = await signInForDevice(owner.email)
    const laptop = await signInForDevice(owner.email)
    for (let i = 0; i < 10; i++) expect((await wrong(owner.email, deviceHeaders(stolen))).status).toBe(401)
    const locked = await rightPassword(owner.email, deviceHeaders(stolen))
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await rightPassword(owner.email, deviceHeaders(laptop))).status).toBe(200)
    expect((await rightPassword(owner.email)).status).toBe(200)
  })
})

describe('forgot-password budgets', () => {
  async function emailsTo(email: string): Promise<number> {
    return (await lastEmailTo(email).catch(() => ({ count: 0 }))).count
  }

  it('a stranger using up the address’s budget cannot stop the owner’s known device', async () => {
    const owner = await member()
    const device = await signInForDevice(owner.email)
    const stranger = uniqueIp()
    for (let i = 0; i < 3; i++) expect((await call(forgotPassword, { body: { email: owner.email }, ip: stranger })).status).toBe(202)
    expect((await call(forgotPassword, { body: { email: owner.email }, ip: uniqueIp() })).status).toBe(429)
    // The verification email from registration and the stranger's three reset emails.
    await expect.poll(() => emailsTo(owner.email), { timeout: 30_000 }).toBe(4)

    const known = await call(forgotPassword, { body: { email: owner.email }, headers: deviceHeaders(device) })
    expect(known.status).toBe(202)
    await expect.poll(() => emailsTo(owner.email), { timeout: 30_000 }).toBe(5)
    expect((await lastEmailTo(owner.email)).link).toMatch(/reset-password\?token=/)
  })

  it('a known device has a budget of its own, and an IP refusal does not count against the address', async () => {
    const owner = await member()
    const device = await signInForDevice(owner.email)
    for (let i = 0; i < 3; i++) expect((await call(forgotPassword, { body: { email: owner.email }, headers: deviceHeaders(device) })).status).toBe(202)
    expect((await call(forgotPassword, { body: { email: owner.email }, headers: deviceHeaders(device) })).status).toBe(429)

    const busy = uniqueIp()
    await (await db()).query(`insert into rate_limits (key, hits, window_ends_at) values ($1, 10, now() + interval '1 hour')`, [`auth:forgot:ip:${busy}`])
    expect((await call(forgotPassword, { body: { email: owner.email }, ip: busy })).status).toBe(429)
    const { rows } = await (await db()).query(`select hits from rate_limits where key = $1`, [`auth:forgot:email:${owner.email}`])
    expect(rows).toHaveLength(0)
  })
})

describe('device tokens end with the password', () => {
  const newPassword = 'difference-engine-77'
  const lockedOut = async (email: string, withPassword: string) => {
    for (let i = 0; i < 5; i++) await wrong(email)
    expect((await call(login, { body: { email, password: withPassword } })).status).toBe(429)
  }
  const withDevice = (email: string, withPassword: string, token: string) => call(login, { body: { email, password: withPassword }, headers: deviceHeaders(token) })

  async function devicesOf(memberId: number): Promise<number> {
    const { rows } = await (await db()).query(`select count(*)::int as n from member_devices where member_id = $1`, [memberId])
    return Number(rows[0]!.n)
  }

  it('a password reset makes every device token of the account unknown; one issued after it is known', async () => {
    const owner = await member()
    const laptop = await signInForDevice(owner.email)
    const phone = await signInForDevice(owner.email)
    expect((await call(forgotPassword, { body: { email: owner.email }, headers: deviceHeaders(laptop) })).status).toBe(202)
    const token = tokenFromLink((await waitForEmail(owner.email, /Reset your/)).link)
    expect((await call(resetPassword, { body: { token, password: newPassword } })).status).toBe(200)
    const fresh = await signInForDevice(owner.email, newPassword)

    await lockedOut(owner.email, newPassword)
    expect((await withDevice(owner.email, newPassword, laptop)).status).toBe(429)
    expect((await withDevice(owner.email, newPassword, phone)).status).toBe(429)
    expect((await withDevice(owner.email, newPassword, fresh)).status).toBe(200)
  })

  it('a reset also takes the old device tokens’ own forgot-password budget away', async () => {
    const owner = await member()
    const laptop = await signInForDevice(owner.email)
    expect((await call(forgotPassword, { body: { email: owner.email }, headers: deviceHeaders(laptop) })).status).toBe(202)
    const token = tokenFromLink((await waitForEmail(owner.email, /Reset your/)).link)
    expect((await call(resetPassword, { body: { token, password: newPassword } })).status).toBe(200)
    // The address's untrusted budget is three an hour; the old token now spends it like a stranger.
    for (let i = 0; i < 3; i++) expect((await call(forgotPassword, { body: { email: owner.email }, ip: uniqueIp() })).status).toBe(202)
    expect((await call(forgotPassword, { body: { email: owner.email }, headers: deviceHeaders(laptop) })).status).toBe(429)
  })

  it('deleting the account deletes its device tokens with it', async () => {
    const owner = await member()
    await signInForDevice(owner.email)
    const signedIn = await call(login, { body: { email: owner.email, password }, ip: uniqueIp() })
    expect(await devicesOf(owner.id)).toBe(2)
    expect((await call(deleteAccount, { headers: bearer(signedIn.json.accessToken), body: { password } })).status).toBe(200)
    expect(await devicesOf(owner.id)).toBe(0)
  })

  it(`a member holds at most ${devicesPerAccount} device tokens: the oldest gives way to a new one`, async () => {
    expect(devicesPerAccount).toBe(10)
    const owner = await member()
    const tokens: string[] = []
    for (let i = 0; i <= devicesPerAccount; i++) tokens.push(await signInForDevice(owner.email))
    expect(await devicesOf(owner.id)).toBe(devicesPerAccount)
    await lockedOut(owner.email, password)
    expect((await withDevice(owner.email, password, tokens[0]!)).status).toBe(429)
    // Each of these sign-ins issues one more token, which retires the one just used: still ten.
    for (const token of tokens.slice(1)) expect((await withDevice(owner.email, password, token)).status).toBe(200)
    expect(await devicesOf(owner.id)).toBe(devicesPerAccount)
  })
})
