// Reviews and the verified-partner badge on the Partner JSON (decision 0105): a review shows once
// both sides reviewed or 14 days after the end, never while hidden; the badge needs an ended
// collaboration with every milestone confirmed, and no hold.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'

import { api } from '../partners/support'

import { collaborationBetween, ensureWorkspace, workspaceApi as call, type Party } from './support'

beforeAll(ensureWorkspace)

const partner = async (of: Party) => (await api('GET', `/api/partners/${of.profile.slug}`)).json.partner

async function endedCollaboration(): Promise<[Party, Party, number]> {
  const [sender, recipient, id] = await collaborationBetween()
  expect((await call('POST', `/api/collaborations/${id}/end`, { token: sender.token })).status).toBe(200)
  return [sender, recipient, id]
}

describe('reviews on a profile', () => {
  it('show once both sides reviewed, averaged to one decimal', async () => {
    const [sender, recipient, id] = await endedCollaboration()
    expect(await partner(recipient)).toMatchObject({ rating: null, reviewCount: 0 })
    expect((await call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body: { rating: 4, comment: 'Great window display.' } })).status).toBe(201)
    expect(await partner(recipient)).toMatchObject({ rating: null, reviewCount: 0 })
    expect((await call('POST', `/api/collaborations/${id}/review`, { token: recipient.token, body: { rating: 5 } })).status).toBe(201)
    expect(await partner(recipient)).toMatchObject({ rating: 4, reviewCount: 1 })
    expect(await partner(sender)).toMatchObject({ rating: 5, reviewCount: 1 })
  })

  it('shows a one-sided review 14 days after the end, and never a hidden one', async () => {
    const [sender, recipient, id] = await endedCollaboration()
    await call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body: { rating: 3 } })
    await query(`update collaborations set ended_at = now() - interval '13 days' where id = $1`, [id])
    expect((await partner(recipient)).reviewCount).toBe(0)
    await query(`update collaborations set ended_at = now() - interval '14 days 1 minute' where id = $1`, [id])
    expect(await partner(recipient)).toMatchObject({ rating: 3, reviewCount: 1 })
    await query(`update reviews set hidden = true, hidden_reason = 'Abusive' where collaboration_id = $1`, [id])
    expect(await partner(recipient)).toMatchObject({ rating: null, reviewCount: 0 })
  })

  it('averages several collaborations to one decimal', async () => {
    const [first, reviewed, a] = await endedCollaboration()
    await call('POST', `/api/collaborations/${a}/review`, { token: first.token, body: { rating: 5 } })
    await call('POST', `/api/collaborations/${a}/review`, { token: reviewed.token, body: { rating: 5 } })
    // A second collaboration of the same business, reviewed 4 and then 4 by it.
    const other = await collaborationBetween()
    await query(`update proposals set to_id = (select id from business_profiles where slug = $1) where id = $2`, [reviewed.profile.slug, other[2]])
    await call('POST', `/api/collaborations/${other[2]}/end`, { token: other[0].token })
    await call('POST', `/api/collaborations/${other[2]}/review`, { token: other[0].token, body: { rating: 4 } })
    await call('POST', `/api/collaborations/${other[2]}/review`, { token: reviewed.token, body: { rating: 4 } })
    await call('POST', `/api/collaborations/${a}/review`, { token: first.token, body: { rating: 1 } })
    const { rows } = await query(`select count(*)::int as n from reviews where reviewed_id = (select id from business_profiles where slug = $1)`, [reviewed.profile.slug])
    expect(rows[0]!.n).toBe(2)
    expect(await partner(reviewed)).toMatchObject({ rating: 4.5, reviewCount: 2 })
  })
})

describe('the verified-partner badge', () => {
  it('comes with an ended collaboration whose milestones were all confirmed, and goes with a hold', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    const { json } = await call('GET', `/api/collaborations/${id}`, { token: sender.token })
    const milestones: { id: number }[] = json.collaboration.milestones
    expect(milestones.length).toBeGreaterThan(0)
    for (const [index, milestone] of milestones.entries()) {
      await call('POST', `/api/collaborations/${id}/milestones/${milestone.id}/done`, { token: sender.token })
      if (index > 0) await call('POST', `/api/collaborations/${id}/milestones/${milestone.id}/confirm`, { token: recipient.token })
    }
    await call('POST', `/api/collaborations/${id}/end`, { token: recipient.token })
    expect((await partner(sender)).verifiedPartner).toBe(false)
    await query(`update milestones set confirmed_at = now() where id = $1`, [milestones[0]!.id])
    expect((await partner(sender)).verifiedPartner).toBe(true)
    expect((await partner(recipient)).verifiedPartner).toBe(true)
    await query(`update business_profiles set held_by_support = true where slug = $1`, [recipient.profile.slug])
    const { rows } = await query(`select verified_partner from partner_standing((select id from business_profiles where slug = $1))`, [recipient.profile.slug])
    expect(rows[0]!.verified_partner).toBe(false)
  })

  it('is not given for an active collaboration, however many milestones are confirmed', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    const { json } = await call('GET', `/api/collaborations/${id}`, { token: sender.token })
    for (const milestone of json.collaboration.milestones as { id: number }[]) {
      await call('POST', `/api/collaborations/${id}/milestones/${milestone.id}/done`, { token: sender.token })
      await call('POST', `/api/collaborations/${id}/milestones/${milestone.id}/confirm`, { token: recipient.token })
    }
    expect((await partner(sender)).verifiedPartner).toBe(false)
  })
})
