// The partners collections in the CMS (decisions 0033, 0100): the desk (support and admins) reads them,
// editors do not (decision 0100); support may only unlist
// a profile; nobody creates or edits proposals through Payload; anonymous callers (and members,
// who are never Payload users) read nothing. A member leaving closes their pending proposals with
// word to the other side.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { deleteAccount } from '~/auth/handlers/account.server'
import { memberActivity } from '~/partners/activity.server'
import { query } from '~/server/db.server'
import { findMemberById } from '~/server/members.server'

import { allowed, as, createStaff, testPayload } from '../../support/payload'
import { jwt, rest, staffToken } from '../../support/rest'
import { call, validRegistration, waitForEmail } from '../auth/support'
import { api, ensureBusinessTypes, lastEmailTo, memberWithProfile, profileBody, proposalBody } from './support'

let payload: Payload
let profileId: number
let proposalId: number
const staff: Record<'editor' | 'support' | 'admin', object> = { editor: {}, support: {}, admin: {} }

beforeAll(async () => {
  await ensureBusinessTypes()
  payload = await testPayload()
  for (const role of ['editor', 'support', 'admin'] as const) staff[role] = await createStaff(payload, role)
  const a = await memberWithProfile()
  const b = await memberWithProfile()
  proposalId = (await api('POST', '/api/proposals', { token: a.token, body: proposalBody(b.profile.slug) })).json.proposal.id
  const { docs } = await payload.find({ collection: 'business-profiles', where: { slug: { equals: a.profile.slug } }, overrideAccess: true })
  profileId = docs[0]!.id
})

describe('business-profiles', () => {
  it('support and admins read profiles; editors, anonymous callers and members read none', async () => {
    expect(await allowed(() => payload.findByID({ collection: 'business-profiles', id: profileId, ...as(staff.editor) }))).toBe(false)
    for (const user of [staff.support, staff.admin]) expect(await allowed(() => payload.findByID({ collection: 'business-profiles', id: profileId, ...as(user) }))).toBe(true)
    expect(await allowed(() => payload.findByID({ collection: 'business-profiles', id: profileId, ...as(null) }))).toBe(false)
    expect(await allowed(() => payload.findByID({ collection: 'business-profiles', id: profileId, ...as({ id: 1, collection: 'members' }) }))).toBe(false)
  })

  it('support and admins may unlist and lift the hold; editors may not; nobody creates through Payload', async () => {
    expect(await allowed(() => payload.update({ collection: 'business-profiles', id: profileId, data: { listed: false }, ...as(staff.editor) }))).toBe(false)
    expect(await allowed(() => payload.update({ collection: 'business-profiles', id: profileId, data: { listed: false }, ...as(staff.support) }))).toBe(true)
    expect(await allowed(() => payload.update({ collection: 'business-profiles', id: profileId, data: { heldBySupport: false }, ...as(staff.admin) }))).toBe(true)
    const data = {
      member: 1,
      slug: 'made-in-admin',
      name: 'x',
      businessType: 'coffee-shop',
      description: 'x',
      suburb: 'x',
      postcode: '3000',
      channels: ['newsletter'],
      offers: ['discount'],
      models: ['reciprocal'],
    }
    expect(await allowed(() => payload.create({ collection: 'business-profiles', data: data as never, ...as(staff.admin) }))).toBe(false)
  })

  it('support changes nothing but the listing', async () => {
    const before = await payload.findByID({ collection: 'business-profiles', id: profileId, overrideAccess: true })
    await payload.update({ collection: 'business-profiles', id: profileId, data: { name: 'Changed by support', description: 'Changed', listed: false }, ...as(staff.support) })
    const after = await payload.findByID({ collection: 'business-profiles', id: profileId, overrideAccess: true })
    expect(after).toMatchObject({ name: before.name, description: before.description, listed: false })
  })

  it('an admin correcting an address keeps it one the site can find', async () => {
    for (const slug of ['Bean There', 'ab', 'café-olé', '-stray-hyphens-', 'double--hyphen']) {
      await expect(payload.update({ collection: 'business-profiles', id: profileId, data: { slug }, ...as(staff.admin) })).rejects.toMatchObject({ status: 400 })
    }
    const slug = `corrected-by-admin-${Date.now().toString(36)}`
    await payload.update({ collection: 'business-profiles', id: profileId, data: { slug }, ...as(staff.admin) })
    expect((await payload.findByID({ collection: 'business-profiles', id: profileId, overrideAccess: true })).slug).toBe(slug)
  })

  it('an address saved under the older, looser rule is still found, and support can still save that business', async () => {
    const old = `-older-rule-${Date.now().toString(36)}-`
    await query('update business_profiles set slug = $1, listed = true where id = $2', [old, profileId])
    expect((await api('GET', `/api/partners/${old}`)).status).toBe(200)
    await payload.update({ collection: 'business-profiles', id: profileId, data: { listed: false }, ...as(staff.support) })
    expect((await payload.findByID({ collection: 'business-profiles', id: profileId, overrideAccess: true })).slug).toBe(old)
  })

  it('shows the member’s proposals on their profile in the admin', async () => {
    const doc = await payload.findByID({ collection: 'business-profiles', id: profileId, depth: 0, ...as(staff.support) })
    expect((doc.proposalsSent?.docs ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))).toContain(proposalId)
  })
})

describe('holds: support keeps a business off the directory; listing it stays its owner’s', () => {
  const profileOf = async (slug: string) => (await payload.find({ collection: 'business-profiles', where: { slug: { equals: slug } }, overrideAccess: true, depth: 0 })).docs[0]!
  const patch = async (role: 'support' | 'admin', id: number, body: object) =>
    rest(`/business-profiles/${id}`, { method: 'PATCH', body, headers: jwt(await staffToken(payload, (staff[role] as { email: string }).email)) })
  const page = async (slug: string) => (await api('GET', `/api/partners/${slug}`)).status

  it('support holds and lifts a hold, through REST and the Local API; a business its owner had listed returns to the directory', async () => {
    const { profile } = await memberWithProfile()
    const { id } = await profileOf(profile.slug)
    const held = await patch('support', id, { listed: false })
    expect(held.status, JSON.stringify(held.json)).toBe(200)
    expect([await profileOf(profile.slug), await page(profile.slug)]).toMatchObject([{ listed: false, heldBySupport: true }, 404])
    const lifted = await patch('support', id, { heldBySupport: false })
    expect(lifted.status, JSON.stringify(lifted.json)).toBe(200)
    expect([await profileOf(profile.slug), await page(profile.slug)]).toMatchObject([{ listed: true, heldBySupport: false, listedByOwner: true }, 200])

    await payload.update({ collection: 'business-profiles', id, data: { heldBySupport: true }, ...as(staff.support) })
    expect([await profileOf(profile.slug), await page(profile.slug)]).toMatchObject([{ listed: false, heldBySupport: true }, 404])
    await payload.update({ collection: 'business-profiles', id, data: { heldBySupport: false }, ...as(staff.support) })
    expect([await profileOf(profile.slug), await page(profile.slug)]).toMatchObject([{ listed: true, heldBySupport: false }, 200])
  })

  it('staff cannot list a business its owner left unlisted, through REST or the Local API, nor by holding and lifting it', async () => {
    const { profile } = await memberWithProfile({ listed: false })
    const { id } = await profileOf(profile.slug)
    for (const role of ['support', 'admin'] as const) {
      const refused = await patch(role, id, { listed: true })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.json)).toContain('Only its owner lists a business')
      await expect(payload.update({ collection: 'business-profiles', id, data: { listed: true }, ...as(staff[role]) })).rejects.toMatchObject({ status: 400 })
    }
    expect((await patch('support', id, { heldBySupport: true })).status).toBe(200)
    expect((await patch('support', id, { heldBySupport: false, listed: true })).status).toBe(400)
    expect((await patch('support', id, { heldBySupport: false })).status).toBe(200)
    expect([await profileOf(profile.slug), await page(profile.slug)]).toMatchObject([{ listed: false, heldBySupport: false, listedByOwner: false }, 404])
    // Staff cannot write the owner's choice either.
    expect((await patch('admin', id, { listedByOwner: true })).status).toBe(200)
    expect(await profileOf(profile.slug)).toMatchObject({ listed: false, listedByOwner: false })
  })

  it('after a hold is lifted, a business its owner unlisted during the hold stays unlisted until the owner lists it', async () => {
    const owner = await memberWithProfile()
    const { id } = await profileOf(owner.profile.slug)
    expect((await patch('support', id, { listed: false })).status).toBe(200)
    const body = profileBody({ name: owner.profile.name, slug: owner.profile.slug, listed: false, description: 'Our words, mended as support asked.' })
    expect((await api('PUT', '/auth/business-profile', { token: owner.token, body })).status).toBe(200)
    expect((await patch('support', id, { heldBySupport: false })).status).toBe(200)
    expect([await profileOf(owner.profile.slug), await page(owner.profile.slug)]).toMatchObject([{ listed: false, heldBySupport: false }, 404])
    expect((await api('PUT', '/auth/business-profile', { token: owner.token, body: { ...body, listed: true } })).status).toBe(200)
    expect(await page(owner.profile.slug)).toBe(200)
  })
})

describe('proposals and partner events', () => {
  it('support and admins read proposals; nobody edits them through Payload; editors and anonymous callers read none', async () => {
    expect(await allowed(() => payload.findByID({ collection: 'proposals', id: proposalId, ...as(staff.editor) }))).toBe(false)
    for (const user of [staff.support, staff.admin]) expect(await allowed(() => payload.findByID({ collection: 'proposals', id: proposalId, ...as(user) }))).toBe(true)
    expect(await allowed(() => payload.findByID({ collection: 'proposals', id: proposalId, ...as(null) }))).toBe(false)
    for (const user of Object.values(staff)) {
      expect(await allowed(() => payload.update({ collection: 'proposals', id: proposalId, data: { status: 'accepted' }, ...as(user) }))).toBe(false)
    }
  })

  it('partner events are for admins only', async () => {
    const { docs } = await payload.find({ collection: 'partner-events', limit: 1, overrideAccess: true })
    const id = docs[0]!.id
    expect(await allowed(() => payload.findByID({ collection: 'partner-events', id, ...as(staff.admin) }))).toBe(true)
    expect(await allowed(() => payload.findByID({ collection: 'partner-events', id, ...as(staff.support) }))).toBe(false)
    expect(await allowed(() => payload.findByID({ collection: 'partner-events', id, ...as(null) }))).toBe(false)
  })
})

describe('a member deleting their account', () => {
  it('tells the other side of each proposal awaiting an answer that it is closed; an agreed collaboration sends nothing', async () => {
    const leaving = await memberWithProfile()
    const askedByLeaving = await memberWithProfile()
    const askingLeaving = await memberWithProfile()
    const agreed = await memberWithProfile()
    expect((await api('POST', '/api/proposals', { token: leaving.token, body: proposalBody(askedByLeaving.profile.slug) })).status).toBe(201)
    expect((await api('POST', '/api/proposals', { token: askingLeaving.token, body: proposalBody(leaving.profile.slug) })).status).toBe(201)
    const deal = await api('POST', '/api/proposals', { token: agreed.token, body: proposalBody(leaving.profile.slug) })
    expect((await api('POST', `/api/proposals/${deal.json.proposal.id}/accept`, { token: leaving.token })).status).toBe(200)

    const deleted = await call(deleteAccount, { headers: { authorization: `Bearer ${leaving.token}` }, body: { password: validRegistration().password } })
    expect(deleted.status).toBe(200)

    for (const other of [askedByLeaving, askingLeaving]) {
      const mail = await waitForEmail(other.email, /is closed/)
      expect(mail.subject).toBe(`Your proposal with ${leaving.profile.name} is closed`)
      expect(mail.text).toContain(`${leaving.profile.name} has left`)
      expect(mail.text).toContain(`between ${leaving.profile.name} and ${other.profile.name}`)
      expect(mail.link).toMatch(/\/partners$/)
      expect(mail.html).toContain('href=')
    }
    // Queued in the same transaction as the two above, so it would have arrived with them.
    await expect(lastEmailTo(agreed.email, /is closed/)).rejects.toThrow()
  })
})

describe('an admin deleting members in the CMS', () => {
  it('deletes several at once, proposals between them included, and tells only those who stay', async () => {
    const [a, b, c] = [await memberWithProfile(), await memberWithProfile(), await memberWithProfile()]
    expect((await api('POST', '/api/proposals', { token: a.token, body: proposalBody(b.profile.slug) })).status).toBe(201)
    expect((await api('POST', '/api/proposals', { token: a.token, body: proposalBody(c.profile.slug) })).status).toBe(201)
    expect((await api('POST', '/api/proposals', { token: c.token, body: proposalBody(b.profile.slug) })).status).toBe(201)
    const headers = jwt(await staffToken(payload, (staff.admin as { email: string }).email))
    const deleted = await rest(`/members?where[id][in][0]=${a.id}&where[id][in][1]=${b.id}`, { method: 'DELETE', headers })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect(Number((await query('select count(*)::int as n from members where id = any($1)', [[a.id, b.id]])).rows[0]!.n)).toBe(0)
    // C had a proposal from A and one to B: both closed, each said once.
    await vi.waitFor(
      async () => {
        const { rows } = await query(`select subject from email_outbox where kind = 'proposal-closed' and "to" = $1 order by subject`, [c.email])
        expect(rows.map((row) => row.subject)).toEqual([`Your proposal with ${a.profile.name} is closed`, `Your proposal with ${b.profile.name} is closed`].sort())
      },
      { timeout: 30_000, interval: 100 },
    )
  })
})

describe('deleting a member', () => {
  it('takes their profile, both sides of its proposals and their activity along; the other business stays', async () => {
    const leaving = await memberWithProfile()
    const staying = await memberWithProfile()
    await api('POST', '/api/proposals', { token: leaving.token, body: proposalBody(staying.profile.slug) })
    await api('POST', '/api/proposals', { token: staying.token, body: proposalBody(leaving.profile.slug) })
    await query('delete from members where id = $1', [leaving.id])
    const count = async (sql: string, params: unknown[]) => Number((await query(sql, params)).rows[0]!.n)
    expect(await count(`select count(*)::int as n from business_profiles where member_id = $1`, [leaving.id])).toBe(0)
    expect(await count(`select count(*)::int as n from partner_events where member_id = $1`, [leaving.id])).toBe(0)
    const remaining = await api('GET', '/api/proposals', { token: staying.token })
    expect(remaining.json).toMatchObject({ incoming: [], outgoing: [] })
    expect((await api('GET', `/api/partners/${staying.profile.slug}`)).status).toBe(200)
    const story = await memberActivity((await findMemberById(staying.id))!)
    expect(story.recent.map((event) => event.kind)).toEqual(['profile-listed', 'profile-created', 'account-created'])
  })
})
