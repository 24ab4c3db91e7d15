// Offer codes (decision 0102): POST and GET /api/collaborations/{id}/codes and POST /api/codes/{code}/disable,
// who may do what (401, 404 to outsiders, 403 to the wrong side or before acceptance), the bounds
// of every field, the code's form and the OfferCode JSON.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'

import { choosePlan } from '../../support/plans'

import { memberWithProfile } from '../partners/support'

import { call, collaboration, dayFromToday, makeCode, setUpResults } from './support'

beforeAll(setUpResults)

const codeKeys = ['code', 'collaborationId', 'createdAt', 'destination', 'link', 'maxUses', 'offerText', 'promoter', 'qr', 'redeemer', 'status', 'uses', 'validFrom', 'validUntil']
const codesOf = async (id: number) => Number((await query(`select count(*)::int as n from offer_codes where collaboration_id = $1`, [id])).rows[0]!.n)

describe('POST /api/collaborations/{id}/codes', () => {
  it('answers 201 with a readable code that the creator honours and the other business hands out', async () => {
    const { id, proposer, accepter } = await collaboration({ names: ['Fitzroy Beans', 'Collingwood Books'] })
    const made = await call('POST', `/api/collaborations/${id}/codes`, { token: accepter.token, body: { offerText: '  A free tote with any book  ', maxUses: 50, validUntil: dayFromToday(30) } })
    expect(made.status, made.text).toBe(201)
    const code = made.json.code
    expect(Object.keys(code).sort()).toEqual(codeKeys)
    expect(code.code).toMatch(/^CLLNGW-[A-HJ-NP-Z2-9]{6}$/)
    expect(code.code).not.toMatch(/[01OI]/)
    expect(code).toMatchObject({
      collaborationId: id,
      redeemer: { slug: accepter.profile.slug, name: 'Collingwood Books' },
      promoter: { slug: proposer.profile.slug, name: 'Fitzroy Beans' },
      offerText: 'A free tote with any book',
      destination: `http://localhost:3000/partners/${accepter.profile.slug}`,
      link: `http://localhost:3000/go/${code.code}`,
      qr: `http://localhost:3000/go/${code.code}/qr.svg`,
      validFrom: null,
      validUntil: dayFromToday(30),
      maxUses: 50,
      uses: 0,
      status: 'active',
    })
  })

  it('keeps a destination given, and makes a different code every time', async () => {
    const { id, proposer } = await collaboration()
    const codes = new Set<string>()
    for (let i = 0; i < 5; i += 1) codes.add((await makeCode(proposer, id, { destination: 'https://shop.example.com/deal?x=1' })).code)
    expect(codes.size).toBe(5)
    const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: proposer.token })
    expect(listed.json.codes.map((code: { destination: string }) => code.destination)).toEqual(Array(5).fill('https://shop.example.com/deal?x=1'))
  })

  it.each([
    ['offerText', { offerText: '' }],
    ['offerText', { offerText: 'x'.repeat(141) }],
    ['destination', { offerText: 'ok', destination: 'ftp://example.com/file' }],
    ['destination', { offerText: 'ok', destination: 'javascript:alert(1)' }],
    ['maxUses', { offerText: 'ok', maxUses: 0 }],
    ['maxUses', { offerText: 'ok', maxUses: 1_000_001 }],
    ['maxUses', { offerText: 'ok', maxUses: 2.5 }],
    ['validFrom', { offerText: 'ok', validFrom: '2026-02-30' }],
    ['validUntil', { offerText: 'ok', validFrom: dayFromToday(5), validUntil: dayFromToday(1) }],
  ])('refuses a bad %s with a field error and stores nothing', async (field, body) => {
    const { id, proposer } = await collaboration()
    const refused = await call('POST', `/api/collaborations/${id}/codes`, { token: proposer.token, body })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.success).toBe(false)
    expect(refused.json.errors[field]).toBeTruthy()
    expect(await codesOf(id)).toBe(0)
  })

  it('answers 401 without a session, 404 to outsiders and unknown ids, 403 before the proposal is accepted', async () => {
    const { id } = await collaboration()
    const outsider = await memberWithProfile()
    expect((await call('POST', `/api/collaborations/${id}/codes`, { body: { offerText: 'x' } })).status).toBe(401)
    expect((await call('POST', `/api/collaborations/${id}/codes`, { token: outsider.token, body: { offerText: 'x' } })).status).toBe(404)
    expect((await call('POST', `/api/collaborations/999999999/codes`, { token: outsider.token, body: { offerText: 'x' } })).status).toBe(404)
    expect((await call('POST', `/api/collaborations/abc/codes`, { token: outsider.token, body: { offerText: 'x' } })).status).toBe(404)
    const pending = await collaboration({ accept: false })
    const refused = await call('POST', `/api/collaborations/${pending.id}/codes`, { token: pending.proposer.token, body: { offerText: 'x' } })
    expect(refused.status).toBe(403)
    expect(refused.json.errorMessage).toMatch(/accepted/)
    expect(await codesOf(pending.id)).toBe(0)
  })
})

describe('the plan gate', () => {
  it('refuses a Community member a new code with 403 naming Growth; a Growth trial may; a code made before a downgrade keeps working', async () => {
    const { id, proposer, accepter } = await collaboration({ plan: 'community' })
    const refused = await call('POST', `/api/collaborations/${id}/codes`, { token: accepter.token, body: { offerText: 'A free tote' } })
    expect(refused.status, refused.text).toBe(403)
    expect(refused.json.errorMessage).toMatch(/Growth/)
    expect(await codesOf(id)).toBe(0)
    await choosePlan(accepter.token, 'growth')
    const code = await makeCode(accepter, id)
    await choosePlan(accepter.token, 'community')
    const again = await call('POST', `/api/collaborations/${id}/codes`, { token: accepter.token, body: { offerText: 'Another' } })
    expect(again.status, again.text).toBe(403)
    const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: proposer.token })
    expect(listed.json.codes.map((each: { code: string; status: string }) => [each.code, each.status])).toEqual([[code.code, 'active']])
    const go = await call('GET', `/go/${code.code}`)
    expect(go.status).toBe(302)
  })
})

describe('GET /api/collaborations/{id}/codes', () => {
  it('shows both parties every code, from either side; outsiders 404; pending 403; no session 401', async () => {
    const { id, proposer, accepter } = await collaboration()
    const mine = await makeCode(proposer, id)
    const theirs = await makeCode(accepter, id)
    for (const member of [proposer, accepter]) {
      const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: member.token })
      expect(listed.status).toBe(200)
      expect(listed.json.codes.map((code: { code: string }) => code.code).sort()).toEqual([mine.code, theirs.code].sort())
    }
    expect((await call('GET', `/api/collaborations/${id}/codes`, { token: (await memberWithProfile()).token })).status).toBe(404)
    expect((await call('GET', `/api/collaborations/${id}/codes`)).status).toBe(401)
    const pending = await collaboration({ accept: false })
    expect((await call('GET', `/api/collaborations/${pending.id}/codes`, { token: pending.accepter.token })).status).toBe(403)
  })
})

describe('POST /api/codes/{code}/disable', () => {
  it('lets the redeemer disable a code for good, by any case; the promoter gets 403 and outsiders 404', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    expect((await call('POST', `/api/codes/${code.code}/disable`, { token: accepter.token })).status).toBe(403)
    expect((await call('POST', `/api/codes/${code.code}/disable`, { token: (await memberWithProfile()).token })).status).toBe(404)
    expect((await call('POST', `/api/codes/${code.code}/disable`)).status).toBe(401)
    expect((await call('POST', `/api/codes/KIND-ZZZZZZ/disable`, { token: proposer.token })).status).toBe(404)
    const disabled = await call('POST', `/api/codes/${code.code.toLowerCase()}/disable`, { token: proposer.token })
    expect(disabled.status, disabled.text).toBe(200)
    expect(disabled.json.code).toMatchObject({ code: code.code, status: 'disabled' })
    const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: accepter.token })
    expect(listed.json.codes[0].status).toBe('disabled')
    // A disabled code stays, so its text can never be drawn for another.
    expect((await query(`select count(*)::int as n from offer_codes where code = $1`, [code.code])).rows[0]!.n).toBe(1)
  })

  it('stores codes in capitals only, so no two codes differ by case alone', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    await expect(query(`update offer_codes set code = lower(code) where code = $1`, [code.code])).rejects.toThrow(/offer_codes_code_form/)
  })
})
