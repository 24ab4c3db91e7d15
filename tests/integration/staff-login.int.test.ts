// Staff sign-in through the CMS's real REST handler (POST /api/staff/login, as the admin's login
// form and the e2e helpers call it): Payload's per-account lock is off; strangers' wrong passwords
// lock only untrusted clients, never an admin's known device (decision 0032).
import config from '@kindred/cms/config'
import { devicesPerAccount } from '@kindred/cms/throttle'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { as, createStaff, sql, testPayload } from '../support/payload'
import { clientAddress } from '../support/rest'

const staffPassword = 'correct horse battery'
const deviceCookie = 'kindred_staff_device'
let payload: Payload
let counter = 0

beforeAll(async () => {
  payload = await testPayload()
})

/** A client address no other test uses, sent as the CMS's server stamps the socket's (`clientAddress`). */
const uniqueIp = () => `100.127.${Math.floor(++counter / 256)}.${counter % 256}`

type Attempt = { email: string; password: string; ip: string; device?: string | null }

async function staffLogin({ email, password, ip, device }: Attempt) {
  const headers = new Headers({ 'content-type': 'application/json', ...clientAddress(ip) })
  if (device) headers.set('cookie', `${deviceCookie}=${device}`)
  const request = new Request('http://localhost:3001/api/staff/login', { method: 'POST', headers, body: JSON.stringify({ email, password }) })
  const response = await handleEndpoints({ config, request })
  const body = (await response.json()) as { token?: string; errors?: { message: string }[] }
  const setCookies = response.headers.getSetCookie()
  const device_ =
    setCookies
      .find((c) => c.startsWith(`${deviceCookie}=`))
      ?.split(';')[0]
      ?.slice(deviceCookie.length + 1) ?? null
  return { status: response.status, body, headers: response.headers, setCookies, device: device_ }
}

const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`

async function admin() {
  const staff = await createStaff(payload, 'admin')
  return staff.email
}

describe('staff sign-in refuses what nobody types', () => {
  it('answers 400, not 500, to a NUL in the email address, at sign-in and for a forgotten password', async () => {
    const email = await admin()
    const nul = `${email.split('@')[0]}\u0000@${email.split('@')[1]}`
    const signIn = await staffLogin({ email: nul, password: staffPassword, ip: uniqueIp() })
    expect(signIn.status).toBe(400)
    expect(signIn.body.errors?.[0]?.message).toContain('characters that are not allowed')
    const request = new Request('http://localhost:3001/api/staff/forgot-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: nul }) })
    expect((await handleEndpoints({ config, request })).status).toBe(400)
    // The address without it still signs in.
    expect((await staffLogin({ email, password: staffPassword, ip: uniqueIp() })).status).toBe(200)
  })
})

describe('staff login throttling', () => {
  it('a stranger’s wrong passwords do not lock the admin out of a known device', async () => {
    const email = await admin()
    const office = uniqueIp()
    const first = await staffLogin({ email, password: staffPassword, ip: office })
    expect(first.status).toBe(200)
    expect(first.setCookies.some((c) => c.startsWith('payload-token='))).toBe(true)
    expect(first.setCookies.find((c) => c.startsWith(`${deviceCookie}=`))).toMatch(/HttpOnly/)
    expect(first.device).toBeTruthy()

    const stranger = uniqueIp()
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await staffLogin({ email, password: 'wrong-password', ip: stranger })).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429])

    const blocked = await staffLogin({ email, password: staffPassword, ip: uniqueIp() })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body.errors?.[0]?.message).toMatch(/Too many attempts/)

    const known = await staffLogin({ email, password: staffPassword, ip: office, device: first.device })
    expect(known.status).toBe(200)
    expect(known.body.token).toBeTruthy()
  })

  it('checks the IP limit first: attempts it refuses do not count against the account', async () => {
    const email = await admin()
    const sprayer = uniqueIp()
    for (let i = 0; i < 20; i++) await staffLogin({ email: `nobody-${i}@kindred.test`, password: 'wrong-password', ip: sprayer })
    for (let i = 0; i < 6; i++) expect((await staffLogin({ email, password: 'wrong-password', ip: sprayer })).status).toBe(429)
    expect((await staffLogin({ email, password: staffPassword, ip: uniqueIp() })).status).toBe(200)
  })

  it('a known device has its own budget; used up, it is refused even with the right password', async () => {
    const email = await admin()
    const { device } = await staffLogin({ email, password: staffPassword, ip: uniqueIp() })
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) expect((await staffLogin({ email, password: 'wrong-password', ip, device })).status).toBe(401)
    expect((await staffLogin({ email, password: staffPassword, ip, device })).status).toBe(429)
    // The account's other clients are not affected.
    expect((await staffLogin({ email, password: staffPassword, ip: uniqueIp() })).status).toBe(200)
  })

  it('another staff member’s or a forged device token counts as untrusted', async () => {
    const email = await admin()
    const other = await admin()
    const { device: othersDevice } = await staffLogin({ email: other, password: staffPassword, ip: uniqueIp() })
    const { device: own } = await staffLogin({ email, password: staffPassword, ip: uniqueIp() })
    for (let i = 0; i < 5; i++) await staffLogin({ email, password: 'wrong-password', ip: uniqueIp() })
    expect((await staffLogin({ email, password: staffPassword, ip: uniqueIp(), device: othersDevice })).status).toBe(429)
    expect((await staffLogin({ email, password: staffPassword, ip: uniqueIp(), device: tampered(own!) })).status).toBe(429)
    expect((await staffLogin({ email, password: staffPassword, ip: uniqueIp(), device: own })).status).toBe(200)
  })
})

describe('staff password-reset requests', () => {
  const forgot = async (email: string, ip: string) => {
    const request = new Request('http://localhost:3001/api/staff/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientAddress(ip) },
      body: JSON.stringify({ email }),
    })
    const response = await handleEndpoints({ config, request })
    return { status: response.status, retryAfter: response.headers.get('retry-after') }
  }

  it('allows three an hour for one address, from anywhere, then answers 429 with Retry-After, known address or not', async () => {
    for (const email of [await admin(), `nobody-${Date.now()}@kindred.test`]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email, uniqueIp())).status).toBe(200)
      const refused = await forgot(email.toUpperCase(), uniqueIp())
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    }
  })

  it('allows ten an hour from one client address, whatever addresses it asks for', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < 10; i++) expect((await forgot(`someone-${Date.now()}-${i}@kindred.test`, ip)).status).toBe(200)
    expect((await forgot(`someone-else-${Date.now()}@kindred.test`, ip)).status).toBe(429)
    expect((await forgot(`someone-else-${Date.now()}@kindred.test`, uniqueIp())).status).toBe(200)
  })
})

describe('staff device tokens end with the password', () => {
  const newPassword = 'a brand new passphrase'
  const lockedOut = async (email: string, password: string) => {
    for (let i = 0; i < 5; i++) await staffLogin({ email, password: 'wrong-password', ip: uniqueIp() })
    expect((await staffLogin({ email, password, ip: uniqueIp() })).status).toBe(429)
  }
  const devicesOf = async (id: number | string) => {
    const { rows } = await sql(payload).query(`select count(*)::int as n from staff_devices where staff_id = $1`, [id])
    return Number(rows[0]!.n)
  }
  const resetThroughLink = async (email: string, password: string) => {
    const token = await payload.forgotPassword({ collection: 'staff', data: { email }, disableEmail: true })
    const request = new Request('http://localhost:3001/api/staff/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password }),
    })
    const response = await handleEndpoints({ config, request })
    expect(response.status).toBe(200)
    return (
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${deviceCookie}=`))
        ?.split(';')[0]
        ?.slice(deviceCookie.length + 1) ?? null
    )
  }

  it('a password reset through the reset link makes the old device tokens unknown; the resetting browser’s is known', async () => {
    const email = await admin()
    const { device: office } = await staffLogin({ email, password: staffPassword, ip: uniqueIp() })
    const { device: laptop } = await staffLogin({ email, password: staffPassword, ip: uniqueIp() })
    const fresh = await resetThroughLink(email, newPassword)
    expect(fresh).toBeTruthy()
    await lockedOut(email, newPassword)
    expect((await staffLogin({ email, password: newPassword, ip: uniqueIp(), device: office })).status).toBe(429)
    expect((await staffLogin({ email, password: newPassword, ip: uniqueIp(), device: laptop })).status).toBe(429)
    expect((await staffLogin({ email, password: newPassword, ip: uniqueIp(), device: fresh })).status).toBe(200)
  })

  it('a password change in the admin makes every device token of the account unknown', async () => {
    const staff = await createStaff(payload, 'editor')
    const { device } = await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp() })
    await payload.update({ collection: 'staff', id: staff.id, data: { password: newPassword }, ...as(staff) })
    await lockedOut(staff.email, newPassword)
    expect((await staffLogin({ email: staff.email, password: newPassword, ip: uniqueIp(), device })).status).toBe(429)
  })

  it('a name change keeps them known', async () => {
    const staff = await createStaff(payload, 'editor')
    const { device } = await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp() })
    await payload.update({ collection: 'staff', id: staff.id, data: { name: 'Renamed' }, ...as(staff) })
    await lockedOut(staff.email, staffPassword)
    expect((await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp(), device })).status).toBe(200)
  })

  it('deleting a staff member deletes their device tokens with them', async () => {
    const staff = await createStaff(payload, 'support')
    await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp() })
    expect(await devicesOf(staff.id)).toBe(1)
    await payload.delete({ collection: 'staff', id: staff.id, overrideAccess: true })
    expect(await devicesOf(staff.id)).toBe(0)
  })

  it(`a staff member holds at most ${devicesPerAccount} device tokens: the oldest gives way to a new one`, async () => {
    expect(devicesPerAccount).toBe(10)
    const staff = await createStaff(payload, 'editor')
    const tokens: string[] = []
    for (let i = 0; i <= devicesPerAccount; i++) tokens.push((await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp() })).device!)
    expect(await devicesOf(staff.id)).toBe(devicesPerAccount)
    await lockedOut(staff.email, staffPassword)
    expect((await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp(), device: tokens[0] })).status).toBe(429)
    expect((await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp(), device: tokens[1] })).status).toBe(200)
    expect((await staffLogin({ email: staff.email, password: staffPassword, ip: uniqueIp(), device: tokens.at(-1) })).status).toBe(200)
    expect(await devicesOf(staff.id)).toBe(devicesPerAccount)
  })
})

describe('staff sessions', () => {
  const me = async (token: string) => {
    const request = new Request('http://localhost:3001/api/staff/me', { headers: { authorization: `JWT ${token}` } })
    return ((await (await handleEndpoints({ config, request })).json()) as { user: { email: string } | null }).user
  }

  it('four sign-ins of one account at the same moment each get a session that works', async () => {
    const email = await admin()
    const ip = uniqueIp()
    const signIns = await Promise.all(Array.from({ length: 4 }, () => staffLogin({ email, password: staffPassword, ip })))
    for (const signIn of signIns) expect(signIn.status).toBe(200)
    const users = await Promise.all(signIns.map((signIn) => me(signIn.body.token!)))
    expect(users.map((user) => user?.email ?? null)).toEqual([email, email, email, email])
  })

  it('signing out of one device leaves the others signed in', async () => {
    const email = await admin()
    const [first, second] = [await staffLogin({ email, password: staffPassword, ip: uniqueIp() }), await staffLogin({ email, password: staffPassword, ip: uniqueIp() })]
    const request = new Request('http://localhost:3001/api/staff/logout', { method: 'POST', headers: { authorization: `JWT ${first.body.token}` } })
    expect((await handleEndpoints({ config, request })).status).toBe(200)
    expect(await me(first.body.token!)).toBeNull()
    expect((await me(second.body.token!))?.email).toBe(email)
  })
})
