// A business that leaves Kindred (docs/decisions/0088-departed-partners.md): its accepted proposals
// stay with the business that remains, named by a snapshot of its name and slug; every other
// proposal of it goes. The same for each way a business profile is deleted: the member deleting
// their account on the site, an admin deleting the member, an admin deleting the profile.
import { beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '~/auth/handlers/account.server'
import { memberActivity } from '~/partners/activity.server'
import { listProposals } from '~/partners/proposals.server'
import { query } from '~/server/db.server'
import { findMemberById } from '~/server/members.server'
import { payload } from '~/server/payload.server'

import { bearer, call, validRegistration } from '../auth/support'

import { api, ensureBusinessTypes, memberWithProfile, proposalBody, proposalKeys } from './support'

beforeAll(ensureBusinessTypes)

type Member = Awaited<ReturnType<typeof memberWithProfile>>
const send = async (from: Member, to: Member) => {
  const sent = await api('POST', '/api/proposals', { token: from.token, body: proposalBody(to.profile.slug) })
  expect(sent.status, sent.text).toBe(201)
  return Number(sent.json.proposal.id)
}
const act = async (member: Member, id: number, action: string) => api('POST', `/api/proposals/${id}/${action}`, { token: member.token })
const answered = async (member: Member, id: number, action: string) => expect((await act(member, id, action)).status).toBe(200)

/**
 * `stays` and `leaves` with four proposals between them: declined (leaves → stays), accepted with
 * the leaving business as recipient, accepted with it as sender, and one still pending.
 */
async function partners() {
  const stays = await memberWithProfile({ name: `Stays ${Date.now()}` })
  const leaves = await memberWithProfile({ name: `Leaves ${Date.now()}` })
  const declined = await send(leaves, stays)
  await answered(stays, declined, 'decline')
  const acceptedByLeaving = await send(stays, leaves)
  await answered(leaves, acceptedByLeaving, 'accept')
  const acceptedFromLeaving = await send(leaves, stays)
  await answered(stays, acceptedFromLeaving, 'accept')
  const pending = await send(stays, leaves)
  const { rows } = await query('select id from business_profiles where slug = $1', [leaves.profile.slug])
  return { stays, leaves, leavingProfile: Number(rows[0]!.id), ids: { declined, acceptedByLeaving, acceptedFromLeaving, pending } }
}

type Setup = Awaited<ReturnType<typeof partners>>

const collaborations = async (member: Member) => (await api('GET', `/api/partners/${member.profile.slug}`)).json.partner.collaborations as number

/** Everything the business that stays should still see, after `leave` took the other away. */
async function expectKeptAfter(leave: (setup: Setup) => Promise<void>) {
  const setup = await partners()
  const { stays, leaves, ids } = setup
  expect(await collaborations(stays)).toBe(2)
  await leave(setup)

  // The two accepted proposals stay, the departed side cleared and named by its snapshot; the others are gone.
  const { rows } = await query('select id, status::text, from_id, to_id, from_name, from_slug, to_name, to_slug from proposals where id = any($1::int[]) order by id', [Object.values(ids)])
  expect(rows.map((row) => Number(row.id))).toEqual([ids.acceptedByLeaving, ids.acceptedFromLeaving])
  const snapshot = { name: leaves.profile.name, slug: leaves.profile.slug }
  expect(rows[0]).toMatchObject({ status: 'accepted', to_id: null, to_name: snapshot.name, to_slug: snapshot.slug, from_name: null, from_slug: null })
  expect(rows[0]!.from_id).not.toBeNull()
  expect(rows[1]).toMatchObject({ status: 'accepted', from_id: null, from_name: snapshot.name, from_slug: snapshot.slug, to_name: null, to_slug: null })
  expect(rows[1]!.to_id).not.toBeNull()

  // GET /api/proposals: the Proposal JSON of `web/src/partners/partners.options.ts` exactly, the departed
  // side from the snapshot.
  const listed = await api('GET', '/api/proposals', { token: stays.token })
  expect(listed.status).toBe(200)
  expect(Object.keys(listed.json).sort()).toEqual(['incoming', 'outgoing', 'success'])
  const incoming = listed.json.incoming.find((proposal: { id: number }) => proposal.id === ids.acceptedFromLeaving)
  const outgoing = listed.json.outgoing.find((proposal: { id: number }) => proposal.id === ids.acceptedByLeaving)
  for (const proposal of [incoming, outgoing]) {
    expect(Object.keys(proposal).sort()).toEqual(proposalKeys)
    expect(Object.keys(proposal.from).sort()).toEqual(['name', 'slug'])
    expect(Object.keys(proposal.to).sort()).toEqual(['name', 'slug'])
  }
  expect(incoming).toMatchObject({ status: 'accepted', from: snapshot, to: { slug: stays.profile.slug, name: stays.profile.name } })
  expect(outgoing).toMatchObject({ status: 'accepted', to: snapshot, from: { slug: stays.profile.slug, name: stays.profile.name } })
  expect(listed.json.incoming.map((proposal: { id: number }) => proposal.id)).not.toContain(ids.declined)
  expect(listed.json.outgoing.map((proposal: { id: number }) => proposal.id)).not.toContain(ids.pending)

  // The page's lists: both marked as left, no contact for either (the member behind them is gone or no longer theirs).
  const lists = await listProposals({ id: stays.id, emailVerified: true })
  expect(lists.departed).toEqual({ [ids.acceptedFromLeaving]: 'from', [ids.acceptedByLeaving]: 'to' })
  expect(lists.contacts).toEqual({})
  expect(lists.unlisted).not.toContain(leaves.profile.slug)

  // The public card and the dashboard still count both; My Network lists both, marked as left.
  expect(await collaborations(stays)).toBe(2)
  const activity = await memberActivity((await findMemberById(stays.id))!)
  // The declined and the pending one went: one sent and one received remain, both accepted.
  expect(activity.counts).toMatchObject({ accepted: 2, proposalsSent: 1, proposalsReceived: 1 })
  expect(activity.network.map((proposal) => proposal.id).sort()).toEqual([ids.acceptedByLeaving, ids.acceptedFromLeaving].sort())
  expect(activity.departed).toEqual({ [ids.acceptedFromLeaving]: 'from', [ids.acceptedByLeaving]: 'to' })
  // Recent activity keeps the story of the kept collaborations, named as the business left; the
  // proposals that went with it are no longer part of it.
  const lines = activity.recent.map((line) => line.text)
  expect(lines).toContain(`You accepted the proposal from ${snapshot.name}`)
  expect(lines).toContain(`${snapshot.name} accepted your proposal`)
  expect(lines).not.toContain(`You declined the proposal from ${snapshot.name}`)

  // Nothing is left to answer: an answer is refused as for any accepted proposal, never a 5xx.
  const again = await act(stays, ids.acceptedFromLeaving, 'decline')
  expect(again.status, again.text).toBe(409)
  const withdraw = await act(stays, ids.acceptedByLeaving, 'withdraw')
  expect(withdraw.status, withdraw.text).toBe(409)

  // The admin reads it with one side empty.
  const cms = await payload()
  const doc = await cms.findByID({ collection: 'proposals', id: ids.acceptedFromLeaving, depth: 1, overrideAccess: true })
  expect(doc).toMatchObject({ from: null, fromName: snapshot.name, fromSlug: snapshot.slug, status: 'accepted' })
  expect(doc.toBusiness).toBe(stays.profile.name)
  return setup
}

describe('a business leaving Kindred keeps its accepted collaborations with the business that stays', () => {
  it('when the member deletes their account on the site; and once both have left, nothing of it stays', async () => {
    const { stays, ids } = await expectKeptAfter(async ({ leaves }) => {
      const removed = await call(deleteAccount, { headers: bearer(leaves.token), body: { password: validRegistration(leaves.email).password } })
      expect(removed.status, removed.text).toBe(200)
    })
    const removed = await call(deleteAccount, { headers: bearer(stays.token), body: { password: validRegistration(stays.email).password } })
    expect(removed.status, removed.text).toBe(200)
    const { rows } = await query('select id from proposals where id = any($1::int[])', [Object.values(ids)])
    expect(rows).toEqual([])
  })

  it('when an admin deletes the member (Local API, as the admin panel does)', async () => {
    await expectKeptAfter(async ({ leaves }) => {
      const cms = await payload()
      await cms.delete({ collection: 'members', id: leaves.id, overrideAccess: true })
      expect(await findMemberById(leaves.id)).toBeNull()
    })
  })

  it('when an admin deletes the business profile only; its member keeps an account with no proposals', async () => {
    const { leaves } = await expectKeptAfter(async ({ leavingProfile }) => {
      const cms = await payload()
      await cms.delete({ collection: 'business-profiles', id: leavingProfile, overrideAccess: true })
    })
    const theirs = await api('GET', '/api/proposals', { token: leaves.token })
    expect(theirs.status).toBe(200)
    expect(theirs.json).toMatchObject({ incoming: [], outgoing: [] })
  })

  it('when two businesses that agreed leave in one statement, the collaboration goes with them', async () => {
    const { stays, leavingProfile, ids } = await partners()
    const { rows: staying } = await query('select id from business_profiles where slug = $1', [stays.profile.slug])
    await query('delete from business_profiles where id = any($1::int[])', [[leavingProfile, Number(staying[0]!.id)]])
    const { rows } = await query('select id from proposals where id = any($1::int[])', [Object.values(ids)])
    expect(rows).toEqual([])
  })
})

describe('a business leaving while the other side accepts its proposal', () => {
  // An accept holds both members, then locks the proposal, then records events that point at both
  // businesses. Each way a business leaves must take the member first too (decision 0085), or the
  // accept and the deletion each hold what the other waits for. Whoever goes first, the accept is
  // never lost: accepted before the deletion, it stays with its snapshot; after, it is refused.
  const rounds = 8
  /** `stagger`: ms between rounds of the side that starts later (the account deletion checks a password first, the admin's does not). */
  async function race(leave: (leaving: Member, profileId: number) => Promise<void>, stagger: { accept: number; leave: number }) {
    const outcomes = { accepted: 0, refused: 0 }
    for (let round = 0; round < rounds; round++) {
      const [leaving, stays] = await Promise.all([memberWithProfile({ name: `Leaving ${round} ${Date.now()}` }), memberWithProfile({ name: `Staying ${round} ${Date.now()}` })])
      const id = await send(leaving, stays)
      const { rows } = await query('select id from business_profiles where slug = $1', [leaving.profile.slug])
      const later = <T>(ms: number, work: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(work()), round * ms))
      const [, accept] = await Promise.all([later(stagger.leave, () => leave(leaving, Number(rows[0]!.id))), later(stagger.accept, () => act(stays, id, 'accept'))])
      expect(accept.status, accept.text).toBeLessThan(500)
      const kept = await query('select status::text, from_id, from_name from proposals where id = $1', [id])
      if (accept.status === 200) {
        outcomes.accepted += 1
        expect(kept.rows).toEqual([{ status: 'accepted', from_id: null, from_name: leaving.profile.name }])
      } else {
        outcomes.refused += 1
        expect(kept.rows).toEqual([])
      }
    }
    return outcomes
  }

  it('the member deletes their account on the site', async () => {
    const outcomes = await race(
      async (leaving) => {
        const removed = await call(deleteAccount, { headers: bearer(leaving.token), body: { password: validRegistration(leaving.email).password } })
        expect(removed.status, removed.text).toBe(200)
      },
      { accept: 15, leave: 0 },
    )
    expect(outcomes.accepted + outcomes.refused).toBe(rounds)
  })

  it('an admin deletes the business profile', async () => {
    const outcomes = await race(
      async (_leaving, profileId) => {
        await (await payload()).delete({ collection: 'business-profiles', id: profileId, overrideAccess: true })
      },
      { accept: 0, leave: 5 },
    )
    expect(outcomes.accepted + outcomes.refused).toBe(rounds)
  })
})
