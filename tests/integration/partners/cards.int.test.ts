// A directory card's option lists and collaboration count are copies on the profile row, kept by
// triggers (migration 20261123_220000_partner_cards). Every way those facts change must show on
// the card at once: the member's own save, a write straight to the option tables, a proposal
// accepted, declined or taken away with a deleted member.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'

import { api, ensureBusinessTypes, memberWithProfile, proposalBody } from './support'

beforeAll(ensureBusinessTypes)

type Card = { slug: string; channels: string[]; offers: string[]; models: string[]; collaborations: number }

const card = async (slug: string) => {
  const answer = await api('GET', `/api/partners/${slug}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.json.partner as Card
}

/** The same card as the directory lists it. */
const listed = async (slug: string, name: string) => {
  const { items } = (await api('GET', `/api/partners?q=${encodeURIComponent(name)}`)).json
  return (items as Card[]).find((item) => item.slug === slug)
}

describe('directory card copies', () => {
  it('follow the member’s saves, in the order chosen', async () => {
    const member = await memberWithProfile({ channels: ['newsletter', 'in-store-space'], offers: ['discount'], models: ['commission', 'reciprocal'] })
    expect(await card(member.profile.slug)).toMatchObject({ channels: ['newsletter', 'in-store-space'], offers: ['discount'], models: ['commission', 'reciprocal'] })

    const body = { name: member.profile.name, businessType: 'coffee-shop', description: 'Specialty coffee and pastries for the neighbourhood.', suburb: 'Fitzroy', postcode: '3065', listed: true }
    const saved = await api('PUT', '/auth/business-profile', {
      token: member.token,
      body: { ...body, channels: ['packaging-flyer'], offers: ['consignment', 'brand-exposure', 'product-sample'], models: ['paid-placement'] },
    })
    expect(saved.status, saved.text).toBe(200)
    const expected = { channels: ['packaging-flyer'], offers: ['consignment', 'brand-exposure', 'product-sample'], models: ['paid-placement'] }
    expect(await card(member.profile.slug)).toMatchObject(expected)
    expect(await listed(member.profile.slug, member.profile.name)).toMatchObject(expected)
  })

  it('follow writes made straight to the option tables', async () => {
    const member = await memberWithProfile({ channels: ['in-store-space', 'newsletter'] })
    await query(`delete from business_profiles_channels where value = 'in-store-space' and parent_id = (select id from business_profiles where slug = $1)`, [member.profile.slug])
    expect((await card(member.profile.slug)).channels).toEqual(['newsletter'])
  })

  it('count accepted proposals on both sides, and only those', async () => {
    const [a, b, c] = [await memberWithProfile(), await memberWithProfile(), await memberWithProfile()]
    const send = async (from: typeof a, to: typeof a) => (await api('POST', '/api/proposals', { token: from.token, body: proposalBody(to.profile.slug) })).json.proposal.id as number
    const answer = (member: typeof a, id: number, action: string) => api('POST', `/api/proposals/${id}/${action}`, { token: member.token })

    const accepted = await send(a, b)
    expect((await answer(b, accepted, 'accept')).status).toBe(200)
    const declined = await send(c, a)
    expect((await answer(a, declined, 'decline')).status).toBe(200)
    await send(c, b) // still pending
    expect((await card(a.profile.slug)).collaborations).toBe(1)
    expect((await card(b.profile.slug)).collaborations).toBe(1)
    expect((await card(c.profile.slug)).collaborations).toBe(0)

    const second = await send(c, a)
    expect((await answer(a, second, 'accept')).status).toBe(200)
    expect((await card(a.profile.slug)).collaborations).toBe(2)
    expect((await listed(a.profile.slug, a.profile.name))?.collaborations).toBe(2)

    // A deleted member's business leaves its accepted proposals to the other side (decision 0088):
    // the collaboration agreed still counts for the business that stays, and only for it.
    await query('delete from members where id = $1', [c.id])
    expect((await card(a.profile.slug)).collaborations).toBe(2)
    expect((await listed(a.profile.slug, a.profile.name))?.collaborations).toBe(2)
    // Once the other side leaves too, nobody's records hold it any more; b's, with a, stays b's.
    await query('delete from members where id = $1', [a.id])
    expect((await query('select id from proposals where id = $1', [second])).rows).toEqual([])
    expect((await card(b.profile.slug)).collaborations).toBe(1)
  })
})
