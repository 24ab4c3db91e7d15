// The CMS's trust rules through its real REST router and Local API: read-only desk fields,
// admin-only routing addresses, read-only members, the staff cookie's origin list, and no way
// to create staff in production without an admin.
import config from '@kindred/cms/config'
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { ensureAdmin, missingAdminMessage } from '../../../content-seed/src/staff'
import { as, communityMember, createStaff, testPayload } from '../../support/payload'
import { clientAddress, cmsOrigin, jwt, rest, staffToken } from '../../support/rest'
import { ensureSiteSettings, sql, supportEmail } from '../contact/support'

let payload: Payload
let support: Awaited<ReturnType<typeof createStaff>>
let editor: Awaited<ReturnType<typeof createStaff>>
let admin: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
  ;[support, editor, admin] = await Promise.all([createStaff(payload, 'support'), createStaff(payload, 'editor'), createStaff(payload, 'admin')])
})

async function newMember() {
  return payload.create({
    collection: 'members',
    data: { email: `hardening-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, firstName: 'Noor', lastName: 'Haddad', emailVerified: true, ...communityMember },
    overrideAccess: true,
  })
}

describe('contact desk: what the sender wrote is read-only through REST', () => {
  it('PATCH /api/contact-messages/:id changes triage fields only', async () => {
    const member = await newMember()
    const original = await payload.create({
      collection: 'contact-messages',
      data: { name: 'Original Sender', email: member.email, phone: '+61 400 000 000', company: 'Bakery', type: 'other', message: 'Hello', status: 'new', member: member.id },
      overrideAccess: true,
    })
    expect(original.member).toBeTruthy()
    const forged = {
      name: 'Forged',
      email: 'attacker@evil.test',
      phone: '000',
      company: 'Evil',
      type: 'new-channels',
      message: 'Rewritten',
      member: null,
      answeredAt: '2001-01-01T00:00:00.000Z',
      createdAt: '2001-01-01T00:00:00.000Z',
      replies: [{ body: 'Fake reply', sentAt: '2001-01-01T00:00:00.000Z' }],
      status: 'in-progress',
    }
    const token = await staffToken(payload, support.email)
    const response = await rest(`/contact-messages/${original.id}`, { method: 'PATCH', body: forged, headers: jwt(token) })
    expect(response.status).toBe(200)

    const { rows } = await sql(payload).query('select name, email, phone, company, type, message, member_id, answered_at, created_at, status from contact_messages where id = $1', [original.id])
    expect(rows[0]).toMatchObject({
      name: 'Original Sender',
      email: member.email,
      phone: '+61 400 000 000',
      company: 'Bakery',
      type: 'other',
      message: 'Hello',
      member_id: member.id,
      answered_at: null,
      status: 'in-progress',
    })
    expect((rows[0]!.created_at as Date).toISOString()).toBe(original.createdAt)
    const replies = await sql(payload).query('select count(*)::int as n from contact_messages_replies where _parent_id = $1', [original.id])
    expect(replies.rows[0]!.n).toBe(0)
  })
})

describe('site settings: routing addresses are for admins', () => {
  it('an editor saves copy but cannot move supportEmail', async () => {
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { tagline: 'Edited by an editor', supportEmail: 'editor-inbox@evil.test', generalEmail: 'x@evil.test', privacyEmail: 'y@evil.test', _status: 'published' },
      ...as(editor),
    })
    expect(saved.tagline).toBe('Edited by an editor')
    const published = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(published).toMatchObject({ tagline: 'Edited by an editor', supportEmail, generalEmail: 'hello@kindred.test', privacyEmail: 'privacy@kindred.test' })
  })

  it('an admin can change it', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { supportEmail: 'desk@kindred.test', _status: 'published' }, ...as(admin) })
    expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).supportEmail).toBe('desk@kindred.test')
    await ensureSiteSettings(payload)
  })
})

describe('members: the desk looks, nobody edits, admins delete', () => {
  it('PATCH /api/members/:id is refused even to an admin', async () => {
    const member = await newMember()
    const response = await rest(`/members/${member.id}`, { method: 'PATCH', body: { email: 'taken-over@evil.test', emailVerified: true }, headers: jwt(await staffToken(payload, admin.email)) })
    expect(response.status).toBe(403)
    const { rows } = await sql(payload).query('select email from members where id = $1', [member.id])
    expect(rows[0]!.email).toBe(member.email)
  })

  it('support can read members; editors cannot (decision 0100)', async () => {
    expect((await rest('/members?limit=1', { headers: jwt(await staffToken(payload, support.email)) })).status).toBe(200)
    expect((await rest('/members?limit=1', { headers: jwt(await staffToken(payload, editor.email)) })).status).toBe(403)
  })
})

describe('the staff cookie counts only from allowed origins (csrf list)', () => {
  it('lists the CMS and the site origins', () => {
    expect(payload.config.csrf).toEqual(expect.arrayContaining([cmsOrigin, 'http://localhost:3000']))
    expect(payload.config.serverURL).toBe(cmsOrigin)
  })

  it('login sets a Lax, httpOnly cookie; a foreign Origin makes it anonymous', async () => {
    const login = await rest('/staff/login', { method: 'POST', body: { email: support.email, password: 'correct horse battery' }, headers: { origin: cmsOrigin } })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/HttpOnly/i)
    const pair = cookie.split(';')[0]!
    const me = (origin: string) => rest('/staff/me', { headers: { cookie: pair, origin } })
    expect((await me(cmsOrigin)).json.user).toMatchObject({ email: support.email })
    expect((await me('https://evil.test')).json.user ?? null).toBeNull()
  })
})

describe('contact desk: messages are assigned to someone who can open them', () => {
  it('takes support staff and admins, and refuses an editor, who cannot see the desk', async () => {
    const message = await payload.create({
      collection: 'contact-messages',
      data: { name: 'Assign Me', email: `assign-${Date.now()}@example.com`, type: 'other', message: 'Hello', status: 'new' },
      overrideAccess: true,
    })
    const token = await staffToken(payload, support.email)
    for (const colleague of [support, admin]) {
      const assigned = await rest(`/contact-messages/${message.id}`, { method: 'PATCH', body: { assignedTo: colleague.id }, headers: jwt(token) })
      expect(assigned.status).toBe(200)
    }
    const refused = await rest(`/contact-messages/${message.id}`, { method: 'PATCH', body: { assignedTo: editor.id }, headers: jwt(token) })
    expect(refused.status).toBe(400)
    const { rows } = await sql(payload).query('select assigned_to_id from contact_messages where id = $1', [message.id])
    expect(rows[0]!.assigned_to_id).toBe(admin.id)
  })
})

describe('first staff user', () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, APP_ENV: process.env.APP_ENV }
  const production = () => Object.assign(process.env, { NODE_ENV: 'production', APP_ENV: 'production' })
  afterEach(() => Object.assign(process.env, saved))
  const register = () =>
    rest('/staff/first-register', { method: 'POST', body: { email: `first-${Date.now()}@evil.test`, password: 'password-1234', name: 'First', role: 'admin' }, headers: { origin: cmsOrigin } })

  it('first-register is refused once a staff user exists', async () => {
    expect((await register()).status).toBe(403)
  })

  it('production: no staff creation without an admin, except the seed', async () => {
    production()
    const data = { email: `nobody-${Date.now()}@evil.test`, password: 'password-1234', name: 'x', role: 'admin' as const }
    await expect(payload.create({ collection: 'staff', data, overrideAccess: true })).rejects.toMatchObject({ status: 403 })
    const byAdmin = await payload.create({ collection: 'staff', data: { ...data, role: 'editor' }, ...as(admin) })
    expect(byAdmin.role).toBe('editor')
  })

  it('production with an empty staff table: start-up refuses without SEED_ADMIN_*, first-register stays closed, SEED_ADMIN_* creates the admin', async () => {
    await sql(payload).query('delete from staff')
    production()
    const log: string[] = []
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', APP_ENV: 'production' }
    await expect(ensureAdmin(payload, env, (m) => log.push(m))).rejects.toThrow(missingAdminMessage)
    expect(missingAdminMessage).toMatch(/SEED_ADMIN_EMAIL/)
    expect(missingAdminMessage).toMatch(/SEED_ADMIN_PASSWORD/)
    expect((await register()).status).toBe(403)
    expect((await payload.count({ collection: 'staff', overrideAccess: true })).totalDocs).toBe(0)

    const seeded = { ...env, SEED_ADMIN_EMAIL: 'Owner@Kindred.test', SEED_ADMIN_PASSWORD: 'a-long-admin-password' }
    await expect(ensureAdmin(payload, { ...seeded, SEED_ADMIN_PASSWORD: 'short' }, (m) => log.push(m))).rejects.toThrow(/at least 12/)
    expect(await ensureAdmin(payload, seeded, (m) => log.push(m))).toBe('created')
    expect(await ensureAdmin(payload, env, (m) => log.push(m))).toBe('exists')
    const { docs } = await payload.find({ collection: 'staff', overrideAccess: true })
    expect(docs.map((d) => [d.email, d.role])).toEqual([['owner@kindred.test', 'admin']])
    expect(log.join('\n')).not.toContain('a-long-admin-password')
  })
})

describe('a request the CMS cannot answer as asked is a 400 that says why, never a 500', () => {
  it.each([
    ['an id that is not a number', '/pages/abc'],
    ['a number too large for an id', '/plans?where[id][equals]=1e50'],
    ['a NUL byte in a filter', '/pages?where[title][contains]=%00'],
    ['a geographic filter on a text field', '/pages?where[title][near]=1,2'],
  ])('%s', async (_, path) => {
    const answer = await rest(path)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ errors: [{ message: expect.stringMatching(/wrong kind/) }] })
  })

  it('is one info line in the log, without the query or its parameters; a fault of ours stays an error', async () => {
    // Pino writes each line as JSON to its destination (here pino-pretty's stream) before formatting.
    const streamKey = Object.getOwnPropertySymbols(payload.logger).find((key) => key.description === 'pino.stream')!
    const stream = (payload.logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[streamKey]!
    const lines: { level: number; msg?: string; err?: unknown }[] = []
    const write = vi.spyOn(stream, 'write').mockImplementation((line: string) => lines.push(JSON.parse(line)) > 0)
    try {
      expect((await rest('/pages/abc')).status).toBe(400)
      expect((await rest('/pages?where[title][near]=1,2')).status).toBe(400)
      payload.logger.error({ err: new Error('a fault of ours') })
    } finally {
      write.mockRestore()
    }
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, expect.stringMatching(/^refused a request as bad query input \(400\): invalid input syntax for type integer/)],
      [30, expect.stringMatching(/^refused a request as bad query input \(400\): .*operators\[\w+\] is not a function/)],
      [50, 'a fault of ours'],
    ])
    expect(JSON.stringify(lines.slice(0, 2))).not.toMatch(/select|"pages"/i)
    expect(lines[2]!.err).toMatchObject({ message: 'a fault of ours' })
  })

  it('verifying a staff address, which staff never do, is an unknown route (404), not a failed lookup (500)', async () => {
    const answer = await rest('/staff/verify/abc', { method: 'POST' })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ message: 'Route not found "/api/staff/verify/abc"' })
  })

  it('a staff sign-in sent as an empty multipart form', async () => {
    const request = new Request(`${cmsOrigin}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '{}' })
    const answer = await handleEndpoints({ config, request })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ errors: [{ message: 'The form data could not be read. Please send it again.' }] })
  })

  it('a staff sign-in without an email asks for it, and never spends a budget shared by everyone who forgets it', async () => {
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await rest('/staff/login', { method: 'POST', body: { password: 'anything' }, headers: clientAddress(`203.0.113.${attempt + 20}`) })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ errors: [{ message: 'Please enter your email address.' }] })
    }
  })
})
