// Least privilege in the admin (docs/decisions/0100): the role × collection × operation table is read
// from the decision record itself, and every cell is checked through the CMS's REST API, signed in
// as each role with a real POST /api/staff/login. Then the ways round the table: joins, population
// through locks, filters, GraphQL, versions.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createStaff, testPayload } from '../../support/payload'
import { clientAddress, jwt, rest } from '../../support/rest'
import { api, ensureBusinessTypes, memberWithProfile, proposalBody } from '../partners/support'

const roles = ['editor', 'support', 'admin'] as const
type Role = (typeof roles)[number]
type Row = { collection: string; cells: Record<Role, Set<string>> }

const recordPath = path.resolve(import.meta.dirname, '../../../docs/decisions/0100-staff-see-what-their-role-needs.md')

/** The table under the header `| Collection | editor | support | admin |`, one row per collection. */
function readTable(): Row[] {
  const lines = readFileSync(recordPath, 'utf8').split('\n')
  const start = lines.findIndex((line) => /^\|\s*Collection\s*\|\s*editor\s*\|\s*support\s*\|\s*admin\s*\|\s*$/.test(line))
  if (start < 0) throw new Error(`no access table in ${recordPath}`)
  const rows: Row[] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    const [collection, ...cells] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    const tokens = (cell: string) => new Set(cell === '—' ? [] : cell.split(/\s+/))
    rows.push({ collection: collection!, cells: { editor: tokens(cells[0]!), support: tokens(cells[1]!), admin: tokens(cells[2]!) } })
  }
  return rows
}

const table = readTable()
const known = new Set(['c', 'r', 'u', 'd', 'v', 'r:self', 'u:self', 'r:desk', 'r:own', 'u:own', 'd:own'])

let payload: Payload
const signedIn = {} as Record<Role, { id: number; token: string }>
/** Another staff member of each role, whose records the first may or may not see. */
const colleagues = {} as Record<Role, number>
let memberId: number

const denied = (status: number) => status === 403 || status === 404
const as = (role: Role) => jwt(signedIn[role].token)
/** Payload mounts no REST routes for a collection with `endpoints: false`: nothing to ask, for anyone. */
const withoutRest = (collection: string) => payload.config.collections.find((entry) => entry.slug === collection)!.endpoints === false
const idsOf = (json: Record<string, unknown>) => ((json.docs ?? []) as { id: unknown }[]).map((doc) => doc.id)

async function login(email: string) {
  const answer = await rest('/staff/login', { method: 'POST', body: { email, password: 'correct horse battery' }, headers: clientAddress() })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return String(answer.json.token)
}

beforeAll(async () => {
  await ensureBusinessTypes()
  payload = await testPayload()
  for (const role of roles) {
    const user = await createStaff(payload, role)
    signedIn[role] = { id: user.id, token: await login(user.email) }
    colleagues[role] = (await createStaff(payload, role)).id
  }
  // A member of every personal-data collection: members, sessions, tokens, businesses, a proposal
  // and its events, outbox rows, a contact message, throttle rows.
  const from = await memberWithProfile()
  const to = await memberWithProfile({}, { verified: false })
  memberId = from.id
  expect((await api('POST', '/api/proposals', { token: from.token, body: proposalBody(to.profile.slug) })).status).toBe(201)
  await payload.create({ collection: 'contact-messages', data: { name: 'Sam Lee', email: from.email, message: 'My listing is wrong', status: 'new' }, overrideAccess: true })
  for (const role of roles)
    await payload.create({
      collection: 'payload-preferences',
      data: { key: 'probe', value: { role }, user: { relationTo: 'staff', value: colleagues[role] } },
      user: { id: colleagues[role], collection: 'staff' },
      overrideAccess: true,
    })
  for (const collection of ['members', 'member-sessions', 'member-tokens', 'business-profiles', 'proposals', 'partner-events', 'email-outbox', 'contact-messages', 'rate-limits'] as const) {
    expect((await payload.count({ collection, overrideAccess: true })).totalDocs, collection).toBeGreaterThan(0)
  }
})

describe('the table of decision 0100', () => {
  it('names every collection of the CMS once, in cells of known operations', () => {
    const slugs = payload.config.collections.map((collection) => collection.slug).sort()
    expect(table.map((row) => row.collection).sort()).toEqual(slugs)
    for (const row of table) for (const role of roles) for (const token of row.cells[role]) expect(known.has(token), `${row.collection}/${role}: ${token}`).toBe(true)
  })
})

describe.each(roles)('as %s, through REST', (role) => {
  it.each(table.map((row) => [row.collection, row] as const))('%s: reads exactly what the table says', async (collection, row) => {
    const cell = row.cells[role]
    if (withoutRest(collection)) {
      expect(cell.size, 'a collection without REST routes').toBe(0)
      expect((await rest(`/${collection}`, { headers: as(role) })).status).toBe(501)
      return
    }
    const list = await rest(`/${collection}?depth=0&limit=200`, { headers: as(role) })
    if (cell.has('r')) {
      expect(list.status, JSON.stringify(list.json)).toBe(200)
      expect(list.json.totalDocs).toBe((await payload.count({ collection: collection as never, overrideAccess: true })).totalDocs)
    } else if (cell.has('r:self')) {
      expect(list.status).toBe(200)
      expect(idsOf(list.json)).toEqual([signedIn[role].id])
      expect(denied((await rest(`/${collection}/${colleagues.admin}`, { headers: as(role) })).status)).toBe(true)
    } else if (cell.has('r:desk')) {
      expect(list.status).toBe(200)
      const desk = await payload.find({ collection: 'staff', where: { role: { in: ['admin', 'support'] } }, limit: 0, pagination: false, depth: 0, overrideAccess: true })
      expect(idsOf(list.json).sort()).toEqual(desk.docs.map((doc) => doc.id).sort())
      expect(idsOf(list.json)).not.toContain(colleagues.editor)
    } else if (cell.has('r:own')) {
      expect(list.status).toBe(200)
      const users = (list.json.docs as { user: { value: number } }[]).map((doc) => doc.user.value)
      expect(users.every((id) => id === signedIn[role].id)).toBe(true)
      expect(list.json.totalDocs).toBeLessThan((await payload.count({ collection: collection as never, overrideAccess: true })).totalDocs)
    } else {
      expect(denied(list.status), `${list.status} ${JSON.stringify(list.json)}`).toBe(true)
      expect(list.json.docs).toBeUndefined()
    }
  })

  it.each(table.map((row) => [row.collection, row] as const))('%s: writes exactly what the table says', async (collection, row) => {
    const cell = row.cells[role]
    if (withoutRest(collection)) return
    // Refused by access before anything else; allowed, an empty body fails validation instead.
    const created = await rest(`/${collection}`, { method: 'POST', body: {}, headers: as(role) })
    expect(created.status, JSON.stringify(created.json)).toBeLessThan(500)
    expect(denied(created.status), `create: ${created.status}`).toBe(!cell.has('c'))
    // On a row that does not exist: access answers before the (empty) match.
    const updated = await rest(`/${collection}?where[id][equals]=0`, { method: 'PATCH', body: {}, headers: as(role) })
    expect(updated.status).toBeLessThan(500)
    expect(denied(updated.status), `update: ${updated.status}`).toBe(!(cell.has('u') || cell.has('u:self') || cell.has('u:own')))
    const deleted = await rest(`/${collection}?where[id][equals]=0`, { method: 'DELETE', headers: as(role) })
    expect(deleted.status).toBeLessThan(500)
    expect(denied(deleted.status), `delete: ${deleted.status}`).toBe(!(cell.has('d') || cell.has('d:own')))
  })

  it.each(table.map((row) => [row.collection, row] as const))('%s: reads versions exactly as the table says', async (collection, row) => {
    const config = payload.config.collections.find((entry) => entry.slug === collection)!
    if (!config.versions) {
      expect(row.cells[role].has('v'), 'a collection without versions').toBe(false)
      return
    }
    const versions = await rest(`/${collection}/versions?depth=0&limit=1`, { headers: as(role) })
    expect(versions.status).toBeLessThan(500)
    expect(denied(versions.status), `versions: ${versions.status}`).toBe(!row.cells[role].has('v'))
  })

  it('u:self: changes their own staff record and nobody else’s', async () => {
    if (!table.find((row) => row.collection === 'staff')!.cells[role].has('u:self')) return
    const other = await rest(`/staff?where[id][equals]=${colleagues.admin}`, { method: 'PATCH', body: { name: 'Renamed by a colleague' }, headers: as(role) })
    expect(denied(other.status) || (other.json.docs as unknown[]).length === 0).toBe(true)
    expect((await payload.findByID({ collection: 'staff', id: colleagues.admin, overrideAccess: true })).name).not.toBe('Renamed by a colleague')
    const own = await rest(`/staff/${signedIn[role].id}`, { method: 'PATCH', body: { name: `Test ${role}` }, headers: as(role) })
    expect(own.status).toBe(200)
  })

  it('GraphQL is not there', async () => {
    const answer = await rest('/graphql', { method: 'POST', body: { query: '{ Members { docs { email } } }' }, headers: as(role) })
    expect(answer.status).toBe(404)
    expect(JSON.stringify(answer.json)).not.toContain('@')
  })
})

describe('round the table', () => {
  it('support reading a member gets no signed-in devices, at any depth', async () => {
    expect((await payload.count({ collection: 'member-sessions', where: { member: { equals: memberId } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
    const answer = await rest(`/members/${memberId}?depth=2`, { headers: as('support') })
    expect(answer.status).toBe(200)
    expect(answer.json).not.toHaveProperty('sessions')
    expect(JSON.stringify(answer.json)).not.toMatch(/userAgent|expiresAt/)
    // An admin does see them.
    const admin = await rest(`/members/${memberId}?depth=0`, { headers: as('admin') })
    expect(((admin.json.sessions as { docs: unknown[] }).docs ?? []).length).toBeGreaterThan(0)
  })

  it('a lock on a member’s record tells an editor its id only, and no filter reaches through it', async () => {
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'members', value: memberId }, user: { relationTo: 'staff', value: colleagues.admin } },
      overrideAccess: true,
    })
    const answer = await rest(`/payload-locked-documents?depth=3&limit=100`, { headers: as('editor') })
    expect(answer.status).toBe(200)
    const text = JSON.stringify(answer.json)
    expect(text).toContain(`"relationTo":"members"`)
    expect(text).not.toMatch(/@example\.com|"firstName"|"email"/)
    const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true })
    const filtered = await rest(`/payload-locked-documents?where[document.value.email][equals]=${encodeURIComponent(member.email)}`, { headers: as('editor') })
    expect(filtered.status === 200 ? filtered.json.totalDocs : 0).toBe(0)
  })

  it('a proposal read by support names both businesses; editors get neither', async () => {
    const support = await rest('/proposals?depth=1&limit=1', { headers: as('support') })
    expect(support.status).toBe(200)
    expect((support.json.docs as { title: string }[])[0]!.title).toContain('→')
    expect(denied((await rest('/proposals?depth=1&limit=1', { headers: as('editor') })).status)).toBe(true)
    expect(denied((await rest('/business-profiles?depth=1&limit=1', { headers: as('editor') })).status)).toBe(true)
  })
})
