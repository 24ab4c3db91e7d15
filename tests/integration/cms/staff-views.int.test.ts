// What staff read in the admin about members, businesses and proposals (docs/decisions/0089): a
// proposal is titled by the two businesses, current or departed, and found by either name; a
// member's or business's type reads as the business type's name. All of it computed on read,
// through the CMS's REST API as a support user signed in to the admin would fetch it.
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { query } from '~/server/db.server'

import { as, createStaff, testPayload } from '../../support/payload'
import { jwt, rest, staffToken } from '../../support/rest'
import { api, ensureBusinessTypes, memberWithProfile, proposalBody } from '../partners/support'

/** `{ where: { a: { like: 'x' } } }` → `where[a][like]=x`, the bracket form Payload's REST API reads. */
function stringify(value: unknown, prefix = ''): string[] {
  if (value === undefined) return []
  if (value === null || typeof value !== 'object') return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`]
  return Object.entries(value).flatMap(([key, inner]) => stringify(inner, prefix ? `${prefix}[${key}]` : key))
}
const qs = { stringify: (value: object) => stringify(value).join('&') }

type Member = Awaited<ReturnType<typeof memberWithProfile>>
type Doc = Record<string, unknown>

let payload: Payload
let token: string

const get = async (path: string) => {
  const answer = await rest(path, { headers: jwt(token) })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json
}
const proposal = async (id: number, select?: object) => (await get(`/proposals/${id}?${qs.stringify({ depth: 0, select })}`)) as Doc
const send = async (from: Member, to: Member) => {
  const sent = await api('POST', '/api/proposals', { token: from.token, body: proposalBody(to.profile.slug) })
  expect(sent.status, sent.text).toBe(201)
  return Number(sent.json.proposal.id)
}
/** The type's name as the CMS holds it (the tests' own, or the content seed's when a seed test ran first). */
const typeName = async (slug: string) => (await payload.find({ collection: 'business-types', where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!.navLabel
const profileId = async (member: Member) => Number((await query('select id from business_profiles where slug = $1', [member.profile.slug])).rows[0]!.id)

beforeAll(async () => {
  await ensureBusinessTypes()
  payload = await testPayload()
  const support = await createStaff(payload, 'support')
  token = await staffToken(payload, support.email)
})

afterEach(() => vi.restoreAllMocks())

describe('a proposal in the admin', () => {
  it('is titled by who proposed to whom, with the names as they are now', async () => {
    const from = await memberWithProfile({ name: `Fitzroy Beans ${Date.now()}` })
    const to = await memberWithProfile({ name: `Collingwood Books ${Date.now()}` })
    const id = await send(from, to)
    expect((await proposal(id)).title).toBe(`${from.profile.name} → ${to.profile.name}`)
    // A relationship picker or breadcrumb asks for the title alone: it still names both sides.
    expect((await proposal(id, { title: true })).title).toBe(`${from.profile.name} → ${to.profile.name}`)

    const renamed = `Fitzroy Roasters ${Date.now()}`
    const saved = await api('PUT', '/auth/business-profile', { token: from.token, body: { ...(await api('GET', '/auth/business-profile', { token: from.token })).json.profile, name: renamed } })
    expect(saved.status, saved.text).toBe(200)
    expect((await proposal(id)).title).toBe(`${renamed} → ${to.profile.name}`)
    // Nothing was written to the proposal for it: the title is stored nowhere.
    const columns = (await query(`select column_name from information_schema.columns where table_name = 'proposals'`)).rows.map((row) => row.column_name)
    expect(columns).not.toContain('title')
  })

  it('names a side that has left Kindred as it left', async () => {
    const stays = await memberWithProfile({ name: `Stays ${Date.now()}` })
    const leaves = await memberWithProfile({ name: `Leaves ${Date.now()}` })
    const fromLeaving = await send(leaves, stays)
    expect((await api('POST', `/api/proposals/${fromLeaving}/accept`, { token: stays.token })).status).toBe(200)
    const toLeaving = await send(stays, leaves)
    expect((await api('POST', `/api/proposals/${toLeaving}/accept`, { token: leaves.token })).status).toBe(200)
    await payload.delete({ collection: 'business-profiles', id: await profileId(leaves), overrideAccess: true })

    expect((await proposal(fromLeaving)).title).toBe(`${leaves.profile.name} (left Kindred) → ${stays.profile.name}`)
    expect((await proposal(toLeaving, { title: true })).title).toBe(`${stays.profile.name} → ${leaves.profile.name} (left Kindred)`)
  })

  it("the list's search finds a proposal by either business's name, also one that has left", async () => {
    const tag = Date.now().toString(36)
    const sender = await memberWithProfile({ name: `Brunswick Sender ${tag}` })
    const recipient = await memberWithProfile({ name: `Carlton Recipient ${tag}` })
    const id = await send(sender, recipient)
    const other = await send(await memberWithProfile(), await memberWithProfile())
    // The admin's search box: a `like` on each of the collection's listSearchableFields, or-ed.
    const { admin } = payload.collections.proposals.config
    const search = async (text: string) => {
      const where = { or: admin.listSearchableFields!.map((field) => ({ [field]: { like: text } })) }
      const { docs } = (await get(`/proposals?${qs.stringify({ where, depth: 0, limit: 100 })}`)) as { docs: Doc[] }
      return docs.map((doc) => doc.id)
    }
    expect(await search(`Brunswick Sender ${tag}`)).toEqual([id])
    expect(await search(`Carlton Recipient ${tag}`)).toEqual([id])
    expect(await search(`Carlton Recipient ${tag}`)).not.toContain(other)

    expect((await api('POST', `/api/proposals/${id}/accept`, { token: recipient.token })).status).toBe(200)
    await payload.delete({ collection: 'business-profiles', id: await profileId(sender), overrideAccess: true })
    expect(await search(`Brunswick Sender ${tag}`)).toEqual([id])
  })
})

describe("a member's or business's type in the admin", () => {
  it('reads as the business type’s name, the slug kept as stored', async () => {
    const owner = await memberWithProfile({ businessType: 'wine-bar' })
    await query(`update members set business_type = 'coffee-shop', organisation_business_type = 'wine-bar' where id = $1`, [owner.id])
    const member = (await get(`/members/${owner.id}?depth=0`)) as Doc & { organisation: Doc }
    expect(member).toMatchObject({ businessType: 'coffee-shop', businessTypeName: await typeName('coffee-shop') })
    expect(member.organisation).toMatchObject({ businessType: 'wine-bar', businessTypeName: await typeName('wine-bar') })
    // A list asking for the name column alone still gets it.
    const listed = (await get(`/members?${qs.stringify({ where: { id: { equals: owner.id } }, select: { businessTypeName: true }, depth: 0 })}`)) as { docs: Doc[] }
    expect(listed.docs[0]).toMatchObject({ businessTypeName: await typeName('coffee-shop') })
    const profile = (await get(`/business-profiles/${await profileId(owner)}?depth=0`)) as Doc
    expect(profile).toMatchObject({ businessType: 'wine-bar', businessTypeName: await typeName('wine-bar') })
  })

  it('says so when the slug names no business type', async () => {
    const owner = await memberWithProfile()
    await query(`update members set business_type = 'no-longer-a-type' where id = $1`, [owner.id])
    expect(await get(`/members/${owner.id}?depth=0`)).toMatchObject({ businessTypeName: 'no-longer-a-type (no such business type)' })
  })

  it('a page of members reads the business types once, not once a row', async () => {
    for (const type of ['coffee-shop', 'fashion-boutique', 'wine-bar']) {
      const member = await memberWithProfile()
      await query('update members set business_type = $1 where id = $2', [type, member.id])
    }
    const names = new Set([await typeName('coffee-shop'), await typeName('fashion-boutique'), await typeName('wine-bar')])
    const find = vi.spyOn(payload, 'find')
    const where = { businessType: { in: 'coffee-shop,fashion-boutique,wine-bar' } }
    const { docs } = (await get(`/members?${qs.stringify({ where, depth: 0, limit: 50 })}`)) as { docs: Doc[] }
    expect(docs.length).toBeGreaterThanOrEqual(3)
    expect(new Set(docs.map((doc) => doc.businessTypeName))).toEqual(names)
    expect(find.mock.calls.filter(([args]) => args.collection === 'business-types')).toHaveLength(1)
  })
})

describe('a business profile in the admin', () => {
  it("the list's search finds a business by its owner's email", async () => {
    const owner = await memberWithProfile()
    await memberWithProfile()
    const { admin } = payload.collections['business-profiles'].config
    const where = { or: admin.listSearchableFields!.map((field) => ({ [field]: { like: owner.email } })) }
    const { docs } = (await get(`/business-profiles?${qs.stringify({ where, depth: 0, limit: 100 })}`)) as { docs: Doc[] }
    expect(docs.map((doc) => doc.id)).toEqual([await profileId(owner)])
  })
})

describe("an admin correcting a business's type", () => {
  it('may set only the slug of a business type; a business with a removed type can still be unlisted', async () => {
    const admin = await createStaff(payload, 'admin')
    const support = await createStaff(payload, 'support')
    const owner = await memberWithProfile({ businessType: 'coffee-shop' })
    const id = await profileId(owner)

    await expect(payload.update({ collection: 'business-profiles', id, data: { businessType: 'cofee-shop' }, ...as(admin) })).rejects.toMatchObject({ status: 400 })
    await payload.update({ collection: 'business-profiles', id, data: { businessType: 'wine-bar' }, ...as(admin) })
    expect((await payload.findByID({ collection: 'business-profiles', id, depth: 0, overrideAccess: true })).businessType).toBe('wine-bar')

    await query(`update business_profiles set business_type = 'type-since-removed' where id = $1`, [id])
    await payload.update({ collection: 'business-profiles', id, data: { listed: false }, ...as(support) })
    expect((await payload.findByID({ collection: 'business-profiles', id, depth: 0, overrideAccess: true })).listed).toBe(false)
  })
})
