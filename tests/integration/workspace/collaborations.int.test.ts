// The collaboration workspace API (decision 0105): the workspace an acceptance starts, who may see
// and change it, the agreement's confirmations, milestones, the end and the reviews.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'

import { api, memberWithProfile, newMember } from '../partners/support'

import { collaborationBetween, collaborationKeys, ensureWorkspace, workspaceApi as call } from './support'

beforeAll(ensureWorkspace)

describe('accepting a proposal', () => {
  it('drafts the agreement from the model’s template with both businesses and adds the channel’s usual milestones', async () => {
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const [sender, recipient, id] = await collaborationBetween({ channel: 'in-store-space', model: 'reciprocal', startDate: start })
    const response = await call('GET', `/api/collaborations/${id}`, { token: sender.token })
    expect(response.status, response.text).toBe(200)
    const { collaboration } = response.json
    expect(Object.keys(collaboration).sort()).toEqual(collaborationKeys)
    expect(collaboration).toMatchObject({
      id,
      from: { slug: sender.profile.slug, name: sender.profile.name },
      to: { slug: recipient.profile.slug, name: recipient.profile.name },
      status: 'active',
      unread: 0,
      endedAt: null,
      agreement: { confirmedBy: [], fixedAt: null },
    })
    const terms: string = collaboration.agreement.terms
    expect(terms).toContain(`between ${sender.profile.name} and ${recipient.profile.name}`)
    expect(terms).toMatch(/not legal, tax or financial advice/)
    expect(terms).not.toMatch(/\{(businessA|businessB|channel|offer|model|startDate|date)\}/)
    expect(collaboration.milestones.map((milestone: { title: string }) => milestone.title)).toEqual(['Display set up', 'Photo of the display shared'])
    expect(collaboration.milestones[0]).toEqual({ id: expect.any(Number), title: 'Display set up', dueDate: null, doneBy: null, doneAt: null, confirmedAt: null })
  })

  it('answers many reads of one collaboration at once, more than the pool has clients', async () => {
    const [sender, , id] = await collaborationBetween({})
    // Each read is a transaction; one that asked the pool for a second client while holding its
    // first would wait for ever once every client is held by such reads.
    const answers = await Promise.all(Array.from({ length: 24 }, () => call('GET', `/api/collaborations/${id}`, { token: sender.token })))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  })

  it('writes nothing of the workspace when the acceptance itself is refused', async () => {
    const sender = await memberWithProfile()
    const recipient = await memberWithProfile()
    const sent = await api('POST', '/api/proposals', {
      token: sender.token,
      body: { toPartner: recipient.profile.slug, channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal', message: 'Hello there, shall we?' },
    })
    const id = sent.json.proposal.id
    expect((await api('POST', `/api/proposals/${id}/accept`, { token: sender.token })).status).toBe(403)
    const { rows } = await query(`select count(*)::int as n from collaborations where id = $1`, [id])
    expect(rows[0]!.n).toBe(0)
  })

  it('gives a proposal accepted before the workspace existed its workspace on first use', async () => {
    const [sender, , id] = await collaborationBetween({ channel: 'in-store-space' })
    await query(`delete from collaborations where id = $1`, [id])
    const list = await call('GET', '/api/collaborations', { token: sender.token })
    expect(list.status).toBe(200)
    const found = list.json.collaborations.find((collaboration: { id: number }) => collaboration.id === id)
    expect(found.milestones).toHaveLength(2)
    expect(found.agreement.terms).toContain(sender.profile.name)
  })
})

describe('who may see a collaboration', () => {
  it('answers 404 to a member who is not one of the two businesses, and 401 without a token', async () => {
    const [, , id] = await collaborationBetween()
    const stranger = await memberWithProfile()
    const noProfile = await newMember()
    for (const path of [`/api/collaborations/${id}`]) {
      expect((await call('GET', path, { token: stranger.token })).status).toBe(404)
      expect((await call('GET', path, { token: noProfile.token })).status).toBe(404)
      expect((await call('GET', path)).status).toBe(401)
    }
    expect((await call('POST', `/api/collaborations/${id}/end`, { token: stranger.token })).status).toBe(404)
    expect((await call('PUT', `/api/collaborations/${id}/agreement`, { token: stranger.token, body: { terms: 'Mine now' } })).status).toBe(404)
    expect((await call('POST', `/api/collaborations/${id}/milestones`, { token: stranger.token, body: { title: 'Sneaky' } })).status).toBe(404)
    expect((await call('GET', `/api/collaborations/abc`, { token: stranger.token })).status).toBe(404)
    expect((await call('GET', '/api/collaborations')).status).toBe(401)
  })

  it('answers 404 for a proposal that is not accepted', async () => {
    const sender = await memberWithProfile()
    const recipient = await memberWithProfile()
    const sent = await api('POST', '/api/proposals', {
      token: sender.token,
      body: { toPartner: recipient.profile.slug, channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal', message: 'Pending one' },
    })
    expect((await call('GET', `/api/collaborations/${sent.json.proposal.id}`, { token: sender.token })).status).toBe(404)
  })

  it('lists the member’s collaborations, latest activity first', async () => {
    const [sender, , first] = await collaborationBetween()
    const other = await memberWithProfile()
    const sent = await api('POST', '/api/proposals', {
      token: other.token,
      body: { toPartner: sender.profile.slug, channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal', message: 'Second one' },
    })
    const second = sent.json.proposal.id
    expect((await api('POST', `/api/proposals/${second}/accept`, { token: sender.token })).status).toBe(200)
    let list = await call('GET', '/api/collaborations', { token: sender.token })
    expect(list.json.collaborations.map((c: { id: number }) => c.id)).toEqual([second, first])
    expect((await call('POST', `/api/collaborations/${first}/milestones`, { token: sender.token, body: { title: 'Window sticker' } })).status).toBe(201)
    list = await call('GET', '/api/collaborations', { token: sender.token })
    expect(list.json.collaborations.map((c: { id: number }) => c.id)).toEqual([first, second])
  })

  it('answers a page of 20, latest activity first, and the older ones after ?before=', async () => {
    const [sender, , template] = await collaborationBetween()
    // Thirty more like the first, each a minute older than the one before: written as the acceptance writes them.
    const { rows } = await query(
      `insert into proposals (status, answered_at, from_id, to_id, channel, offer, model, message, start_date, updated_at, created_at)
       select status, answered_at, from_id, to_id, channel, offer, model, message, start_date, updated_at, created_at from proposals, generate_series(1, 30) where id = $1
       returning id`,
      [template],
    )
    const copies = rows.map((row) => Number(row.id))
    await query(
      `insert into collaborations (id, proposal_id, terms, activity_at)
       select n.id, n.id, c.terms, c.activity_at - (n.i || ' minutes')::interval from collaborations c, unnest($2::int[]) with ordinality as n(id, i) where c.id = $1`,
      [template, copies],
    )
    const newestFirst = [template, ...copies]
    const first = await call('GET', '/api/collaborations', { token: sender.token })
    expect(first.status, first.text).toBe(200)
    expect(first.json.collaborations.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 20))
    const older = await call('GET', `/api/collaborations?before=${newestFirst[19]}`, { token: sender.token })
    expect(older.status, older.text).toBe(200)
    expect(older.json.collaborations.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(20))
    // Another business's collaboration is no place to page from.
    const [, , theirs] = await collaborationBetween()
    expect((await call('GET', `/api/collaborations?before=${theirs}`, { token: sender.token })).json.collaborations).toEqual([])
    for (const before of ['abc', '0', '-1', '1.5', '99999999999']) {
      const refused = await call('GET', `/api/collaborations?before=${before}`, { token: sender.token })
      expect(refused.status, before).toBe(400)
      expect(refused.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
    }
  })
})

describe('the agreement', () => {
  it('is fixed once both sides confirmed, and no longer changes', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    const mine = await call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: sender.token })
    expect(mine.status).toBe(200)
    expect(mine.json.collaboration.agreement).toMatchObject({ confirmedBy: [sender.profile.slug], fixedAt: null })
    const theirs = await call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: recipient.token })
    expect(theirs.json.collaboration.agreement.confirmedBy.sort()).toEqual([sender.profile.slug, recipient.profile.slug].sort())
    expect(theirs.json.collaboration.agreement.fixedAt).toEqual(expect.any(String))
    const edit = await call('PUT', `/api/collaborations/${id}/agreement`, { token: sender.token, body: { terms: 'Changed after the fact' } })
    expect(edit.status).toBe(409)
  })

  it('clears both confirmations when the terms change', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    await call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: sender.token })
    const edit = await call('PUT', `/api/collaborations/${id}/agreement`, { token: recipient.token, body: { terms: 'We split the display costs 50/50.' } })
    expect(edit.status, edit.text).toBe(200)
    expect(edit.json.collaboration.agreement).toEqual({ terms: 'We split the display costs 50/50.', confirmedBy: [], fixedAt: null })
  })

  it('refuses empty or too long terms with the field named', async () => {
    const [sender, , id] = await collaborationBetween()
    for (const terms of ['', '   ', 'x'.repeat(10_001), 42]) {
      const response = await call('PUT', `/api/collaborations/${id}/agreement`, { token: sender.token, body: { terms } })
      expect(response.status, JSON.stringify(terms).slice(0, 20)).toBe(400)
      expect(response.json.errors).toHaveProperty('terms')
    }
    expect((await call('PUT', `/api/collaborations/${id}/agreement`, { token: sender.token, raw: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect((await call('PUT', `/api/collaborations/${id}/agreement`, { token: sender.token, body: { terms: 'x'.repeat(10_000) } })).status).toBe(200)
  })

  it('stores concurrent confirmations by the same side once, and by both sides fixes it once', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    const answers = await Promise.all([
      call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: sender.token }),
      call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: sender.token }),
      call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: recipient.token }),
      call('POST', `/api/collaborations/${id}/agreement/confirm`, { token: recipient.token }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const { rows } = await query(`select from_confirmed_at, to_confirmed_at, fixed_at from collaborations where id = $1`, [id])
    const row = rows[0]!
    expect(row.fixed_at).not.toBeNull()
    // The fixing confirmation is the later of the two sides' first ones, in the same statement.
    expect((row.fixed_at as Date).getTime()).toBe(Math.max((row.from_confirmed_at as Date).getTime(), (row.to_confirmed_at as Date).getTime()))
  })
})

describe('milestones', () => {
  it('are added with a title and an optional due date, marked done by one side and confirmed by the other', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    const added = await call('POST', `/api/collaborations/${id}/milestones`, { token: recipient.token, body: { title: '  Shelf talker printed ', dueDate: '2027-02-01' } })
    expect(added.status, added.text).toBe(201)
    expect(added.json.milestone).toEqual({ id: expect.any(Number), title: 'Shelf talker printed', dueDate: '2027-02-01', doneBy: null, doneAt: null, confirmedAt: null })
    const mid = added.json.milestone.id
    expect((await call('POST', `/api/collaborations/${id}/milestones/${mid}/confirm`, { token: sender.token })).status).toBe(409)
    const done = await call('POST', `/api/collaborations/${id}/milestones/${mid}/done`, { token: recipient.token })
    expect(done.status).toBe(200)
    expect(done.json.collaboration.milestones.find((m: { id: number }) => m.id === mid)).toMatchObject({ doneBy: recipient.profile.slug, doneAt: expect.any(String), confirmedAt: null })
    expect((await call('POST', `/api/collaborations/${id}/milestones/${mid}/confirm`, { token: recipient.token })).status).toBe(403)
    const confirmed = await call('POST', `/api/collaborations/${id}/milestones/${mid}/confirm`, { token: sender.token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.collaboration.milestones.find((m: { id: number }) => m.id === mid).confirmedAt).toEqual(expect.any(String))
    expect((await call('POST', `/api/collaborations/${id}/milestones/${mid}/confirm`, { token: sender.token })).status).toBe(409)
  })

  it('refuses bad titles and dates with the field named, and another collaboration’s milestone as unknown', async () => {
    const [sender, , id] = await collaborationBetween()
    for (const body of [{ title: '' }, { title: 'x'.repeat(121) }, {}, { title: 'Ok', dueDate: '2027-02-30' }, { title: 'Ok', dueDate: 'soon' }]) {
      const response = await call('POST', `/api/collaborations/${id}/milestones`, { token: sender.token, body })
      expect(response.status).toBe(400)
      expect(Object.keys(response.json.errors)).toEqual([Object.keys(body).includes('dueDate') ? 'dueDate' : 'title'])
    }
    const [, , otherId] = await collaborationBetween()
    const { rows } = await query(`select id from milestones where collaboration_id = $1 limit 1`, [otherId])
    expect((await call('POST', `/api/collaborations/${id}/milestones/${rows[0]!.id}/done`, { token: sender.token })).status).toBe(404)
    expect((await call('POST', `/api/collaborations/${id}/milestones/nope/done`, { token: sender.token })).status).toBe(404)
  })
})

describe('ending and reviewing', () => {
  it('ends once; reviews come after the end, once per business, even when sent twice at once', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    expect((await call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body: { rating: 5 } })).status).toBe(409)
    const ended = await call('POST', `/api/collaborations/${id}/end`, { token: recipient.token })
    expect(ended.status).toBe(200)
    expect(ended.json.collaboration).toMatchObject({ status: 'ended', endedAt: expect.any(String) })
    expect((await call('POST', `/api/collaborations/${id}/end`, { token: sender.token })).status).toBe(409)
    expect((await call('POST', `/api/collaborations/${id}/milestones`, { token: sender.token, body: { title: 'Late' } })).status).toBe(409)
    const twice = await Promise.all([
      call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body: { rating: 4, comment: 'Lovely to work with.' } }),
      call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body: { rating: 4, comment: 'Lovely to work with.' } }),
    ])
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409])
    const { rows } = await query(`select count(*)::int as n from reviews where collaboration_id = $1`, [id])
    expect(rows[0]!.n).toBe(1)
  })

  it('refuses a rating outside 1–5 or a comment over 1,000 characters with the field named', async () => {
    const [sender, recipient, id] = await collaborationBetween()
    await call('POST', `/api/collaborations/${id}/end`, { token: recipient.token })
    for (const [body, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 3.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment'],
    ] as const) {
      const response = await call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body })
      expect(response.status).toBe(400)
      expect(response.json.errors).toHaveProperty(field)
    }
  })
})
