// The dashboard's live data (memberActivity): Analytics counts, My Network, Recent activity in the
// CMS's words, the self-ticking checklist; and profile views counted once per viewer and day.
import { beforeAll, describe, expect, it } from 'vitest'

import { memberActivity } from '~/partners/activity.server'
import { recordProfileView } from '~/partners/events.server'
import { findListedPartner, viewerKey } from '~/partners/profiles.server'
import { findMemberById } from '~/server/members.server'

import { createStaff, testPayload } from '../../support/payload'
import { api, ensureBusinessTypes, memberWithProfile, newMember, origin, profileBody, proposalBody } from './support'

beforeAll(ensureBusinessTypes)

const activityOf = async (id: number) => memberActivity((await findMemberById(id))!)

describe('memberActivity', () => {
  it('leads Find partners to the narrowest of type and suburb that lists someone other than the member', async () => {
    const suburb = `Quietvale ${Date.now().toString(36)}`
    const place = { suburb, postcode: '3999' }
    const member = await memberWithProfile({ businessType: 'wine-bar', ...place })
    const findFilters = async () => (await activityOf(member.id)).findFilters

    await memberWithProfile({ businessType: 'wine-bar', suburb: 'Fitzroy', postcode: '3065' })
    expect(await findFilters()).toEqual({ type: 'wine-bar' }) // alone in the suburb: the type anywhere
    await memberWithProfile({ businessType: 'wine-bar', ...place, listed: false })
    expect(await findFilters()).toEqual({ type: 'wine-bar' }) // an unlisted business is no one to find
    await memberWithProfile({ businessType: 'fashion-boutique', ...place })
    expect(await findFilters()).toEqual({ location: suburb }) // neighbours of another type
    await memberWithProfile({ businessType: 'wine-bar', ...place })
    expect(await findFilters()).toEqual({ type: 'wine-bar', location: suburb })

    // A member with neither a profile nor a business type: the whole directory.
    const newcomer = await newMember()
    expect((await activityOf(newcomer.id)).findFilters).toEqual({})
  })

  it('starts with an unticked checklist and the account-created line', async () => {
    const member = await newMember({ verified: false })
    const activity = await activityOf(member.id)
    expect(activity.counts).toEqual({ profileViews: 0, proposalsSent: 0, proposalsReceived: 0, accepted: 0 })
    expect(activity.network).toEqual([])
    expect(activity.checklist).toEqual({ emailVerified: false, profileComplete: false, listed: false, proposalSent: false })
    expect(activity.recent).toEqual([{ kind: 'account-created', at: expect.any(String), text: 'Account created successfully' }])
  })

  it('counts, lists the network and tells the story from each side', async () => {
    const a = await memberWithProfile({ name: `Alpha Activity ${Date.now()}` })
    const b = await memberWithProfile({ name: `Beta Activity ${Date.now()}` })
    const first = (await api('POST', '/api/proposals', { token: a.token, body: proposalBody(b.profile.slug) })).json.proposal
    await api('POST', `/api/proposals/${first.id}/accept`, { token: b.token })
    const second = (await api('POST', '/api/proposals', { token: b.token, body: proposalBody(a.profile.slug) })).json.proposal
    await api('POST', `/api/proposals/${second.id}/withdraw`, { token: b.token })

    const ofA = await activityOf(a.id)
    expect(ofA.counts).toEqual({ profileViews: 0, proposalsSent: 1, proposalsReceived: 1, accepted: 1 })
    expect(ofA.network.map((p) => [p.id, p.status])).toEqual([[first.id, 'accepted']])
    expect(ofA.checklist).toEqual({ emailVerified: true, profileComplete: true, listed: true, proposalSent: true })
    expect(ofA.recent.map((event) => event.text)).toEqual([
      `${b.profile.name} withdrew their proposal`,
      `${b.profile.name} proposed a collaboration`,
      `${b.profile.name} accepted your proposal`,
      `You proposed a collaboration to ${b.profile.name}`,
      'Your business is listed in the directory',
      'You created your business profile',
      'Account created successfully',
    ])
    const ofB = await activityOf(b.id)
    expect(ofB.network.map((p) => p.id)).toEqual([first.id])
    expect(ofB.recent.slice(0, 4).map((event) => event.text)).toEqual([
      `You withdrew your proposal to ${a.profile.name}`,
      `You proposed a collaboration to ${a.profile.name}`,
      `You accepted the proposal from ${a.profile.name}`,
      `${a.profile.name} proposed a collaboration`,
    ])
    expect(JSON.stringify([ofA, ofB])).not.toMatch(/@example\.com/)
  })

  it('records unlisting by support in the member’s activity, unticks the checklist, and unlinks the business in its partners’ network', async () => {
    const member = await memberWithProfile()
    const partner = await memberWithProfile()
    const proposal = (await api('POST', '/api/proposals', { token: partner.token, body: proposalBody(member.profile.slug) })).json.proposal
    await api('POST', `/api/proposals/${proposal.id}/accept`, { token: member.token })
    expect((await activityOf(partner.id)).unlisted).toEqual([])
    const payload = await testPayload()
    const support = await createStaff(payload, 'support')
    const { docs } = await payload.find({ collection: 'business-profiles', where: { slug: { equals: member.profile.slug } }, overrideAccess: true })
    await payload.update({ collection: 'business-profiles', id: docs[0]!.id, data: { listed: false }, overrideAccess: false, user: support })
    const activity = await activityOf(member.id)
    expect(activity.recent[0]!.text).toBe('Your business is no longer listed in the directory')
    expect(activity.checklist.listed).toBe(false)
    // Still in the partner's network, named but not linked: its page is gone.
    const ofPartner = await activityOf(partner.id)
    expect(ofPartner.network.map((p) => p.id)).toEqual([proposal.id])
    expect(ofPartner.unlisted).toEqual([member.profile.slug])
    const lists = (await api('GET', '/api/proposals', { token: partner.token })).json
    expect(Object.keys(lists).sort()).toEqual(['incoming', 'outgoing', 'success'])
    // Held by support: the member cannot list it again; lifting the hold puts back the listing its owner chose.
    expect((await api('PUT', '/auth/business-profile', { token: member.token, body: profileBody({ listed: true }) })).status).toBe(400)
    await payload.update({ collection: 'business-profiles', id: docs[0]!.id, data: { heldBySupport: false }, overrideAccess: false, user: support })
    expect((await activityOf(member.id)).recent[0]!.text).toBe('Your business is listed in the directory')
    expect((await activityOf(partner.id)).unlisted).toEqual([])
  })
})

describe('profile views', () => {
  /** A visit to the profile's page as its server function sees it: the address and the browser's own words. */
  const visit = (ip: string, userAgent = 'Firefox') => ({ request: new Request(`${origin}/partners/x`, { headers: { 'user-agent': userAgent } }), context: { ip } })
  const keyOf = (member: Parameters<typeof viewerKey>[0], ip: string, now?: Date) => {
    const { request, context } = visit(ip)
    return viewerKey(member, request, context, now)
  }

  it('counts each viewer once a day', async () => {
    const owner = await memberWithProfile()
    const viewer = await newMember()
    const found = (await findListedPartner(owner.profile.slug))!
    const visitor = keyOf(null, '203.0.113.7')
    const member = keyOf((await findMemberById(viewer.id))!, '203.0.113.7')
    for (const key of [visitor, visitor, member, member, keyOf(null, '203.0.113.8')]) {
      await recordProfileView(found.memberId, found.profileId, key)
    }
    expect((await activityOf(owner.id)).counts.profileViews).toBe(3)
    // Tomorrow the same visitor counts again.
    await recordProfileView(found.memberId, found.profileId, keyOf(null, '203.0.113.7', new Date(Date.now() + 86_400_000)))
    expect((await activityOf(owner.id)).counts.profileViews).toBe(4)
    // Views are not activity lines.
    expect((await activityOf(owner.id)).recent.map((event) => event.kind)).not.toContain('profile-viewed')
  })

  it('counts a visitor who changes their browser string on every request once: the caller writes it', async () => {
    const owner = await memberWithProfile()
    const found = (await findListedPartner(owner.profile.slug))!
    for (let i = 0; i < 25; i++) {
      const { request, context } = visit('198.51.100.23', `Mozilla/5.0 (bot ${i})`)
      await recordProfileView(found.memberId, found.profileId, viewerKey(null, request, context))
    }
    // Addresses in one IPv6 /64 are one visitor too (the throttles' key).
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::ffff']) {
      const { request, context } = visit(ip, `Agent ${ip}`)
      await recordProfileView(found.memberId, found.profileId, viewerKey(null, request, context))
    }
    expect((await activityOf(owner.id)).counts.profileViews).toBe(2)
  })
})
