// Sales made with an offer code (decision 0102): POST /api/redemptions and /api/redemptions/{id}/void,
// counted once per order however many posts arrive at once, refused with the reason when the code
// cannot take them, bounded inputs, and results that both parties see alike.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'

import { memberWithProfile } from '../partners/support'

import { call, collaboration, dayFromToday, makeCode, redeem, setUpResults } from './support'

beforeAll(setUpResults)

const redemptionKeys = ['amount', 'channel', 'code', 'collaborationId', 'currency', 'id', 'orderRef', 'recordedBy', 'redeemedAt', 'voided']
const salesOf = async (code: string) => Number((await query(`select count(*)::int as n from redemptions r join offer_codes c on c.id = r.code_id where c.code = $1`, [code])).rows[0]!.n)

describe('POST /api/redemptions', () => {
  it('answers 201 with the sale; the same order again answers 200 with the stored one, counted once', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const first = await redeem(proposer, { code: code.code.toLowerCase(), amount: 2450, orderRef: 'A-1001', channel: 'till' })
    expect(first.status, first.text).toBe(201)
    expect(Object.keys(first.json.redemption).sort()).toEqual(redemptionKeys)
    expect(first.json.redemption).toMatchObject({ code: code.code, collaborationId: id, amount: 2450, currency: 'AUD', orderRef: 'A-1001', channel: 'till', recordedBy: 'member', voided: false })
    const again = await redeem(proposer, { code: code.code, amount: 9999, orderRef: 'A-1001' })
    expect(again.status).toBe(200)
    expect(again.json.redemption).toEqual(first.json.redemption)
    expect(await salesOf(code.code)).toBe(1)
    const results = await call('GET', `/api/collaborations/${id}/results`, { token: proposer.token })
    expect(results.json.results).toMatchObject({ redemptions: 1, revenue: 2450, averageSale: 2450, currency: 'AUD' })
  })

  it('stores one row for ten posts of one order at once', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(proposer, { code: code.code, amount: 1000, orderRef: 'SAME-ORDER' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.json.redemption.id)).size).toBe(1)
    expect(await salesOf(code.code)).toBe(1)
    const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: proposer.token })
    expect(listed.json.codes[0].uses).toBe(1)
    const results = await call('GET', `/api/collaborations/${id}/results`, { token: proposer.token })
    expect(results.json.results).toMatchObject({ redemptions: 1, revenue: 1000 })
  })

  it('takes no more sales than maxUses, even when they arrive at once, and then says it is used up', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id, { maxUses: 3 })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => redeem(proposer, { code: code.code, amount: 500, orderRef: `O-${i}` })))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(refused).toHaveLength(7)
    expect(refused[0]!.json).toMatchObject({ success: false, reason: 'used-up' })
    expect(refused[0]!.json.errorMessage).toMatch(/used up/)
    expect(await salesOf(code.code)).toBe(3)
    const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: proposer.token })
    expect(listed.json.codes[0]).toMatchObject({ uses: 3, status: 'used-up' })
  })

  it('refuses a disabled or expired code with 409 saying which', async () => {
    const { id, proposer } = await collaboration()
    const disabled = await makeCode(proposer, id)
    await call('POST', `/api/codes/${disabled.code}/disable`, { token: proposer.token })
    const refusedDisabled = await redeem(proposer, { code: disabled.code, amount: 100 })
    expect(refusedDisabled.status).toBe(409)
    expect(refusedDisabled.json).toMatchObject({ reason: 'disabled' })
    expect(refusedDisabled.json.errorMessage).toMatch(/disabled/)
    const expired = await makeCode(proposer, id, { validUntil: dayFromToday(-3) })
    expect(expired.status).toBe('expired')
    const refusedExpired = await redeem(proposer, { code: expired.code, amount: 100 })
    expect(refusedExpired.status).toBe(409)
    expect(refusedExpired.json).toMatchObject({ reason: 'expired' })
    expect(refusedExpired.json.errorMessage).toMatch(/expired/)
    expect(await salesOf(disabled.code)).toBe(0)
    expect(await salesOf(expired.code)).toBe(0)
  })

  it('answers 403 to the promoter, 404 to outsiders and for unknown codes, 401 without a session', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    expect((await redeem(accepter, { code: code.code, amount: 100 })).status).toBe(403)
    expect((await redeem(await memberWithProfile(), { code: code.code, amount: 100 })).status).toBe(404)
    expect((await redeem(proposer, { code: 'NOPE-ZZZZZZ', amount: 100 })).status).toBe(404)
    expect((await redeem(proposer, { code: 'not a code at all', amount: 100 })).status).toBe(404)
    expect((await call('POST', '/api/redemptions', { body: { code: code.code, amount: 100 } })).status).toBe(401)
    expect(await salesOf(code.code)).toBe(0)
  })

  it.each([
    ['amount', { amount: -1 }],
    ['amount', { amount: 100_000_001 }],
    ['amount', { amount: 12.5 }],
    ['amount', { amount: '1250' }],
    ['orderRef', { amount: 100, orderRef: 'x'.repeat(65) }],
    ['orderRef', { amount: 100, orderRef: '' }],
    ['channel', { amount: 100, channel: 'fax' }],
    ['redeemedAt', { amount: 100, redeemedAt: new Date(Date.now() + 3_600_000).toISOString() }],
    ['redeemedAt', { amount: 100, redeemedAt: new Date(Date.now() - 91 * 86_400_000).toISOString() }],
    ['redeemedAt', { amount: 100, redeemedAt: 'yesterday' }],
  ])('refuses a bad %s with a field error and stores nothing', async (field, body) => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const refused = await redeem(proposer, { code: code.code, ...body })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.errors[field]).toBeTruthy()
    expect(await salesOf(code.code)).toBe(0)
  })

  it('counts a backdated sale on its own Melbourne day', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    // 02:00 UTC is noon or 1 pm in Melbourne: the same calendar day there.
    const redeemedAt = `${dayFromToday(-10)}T02:00:00Z`
    expect((await redeem(proposer, { code: code.code, amount: 700, redeemedAt })).status).toBe(201)
    const results = await call('GET', `/api/collaborations/${id}/results`, { token: proposer.token })
    expect(results.json.results.days).toEqual([{ date: dayFromToday(-10), clicks: 0, qrScans: 0, redemptions: 1, revenue: 700 }])
  })
})

describe('POST /api/redemptions/{id}/void', () => {
  it('voids a sale for the redeemer: out of the results and the use count; again 409; promoter 403; outsider 404', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id, { maxUses: 1 })
    const sale = (await redeem(proposer, { code: code.code, amount: 1234, orderRef: 'V-1' })).json.redemption
    expect((await call('POST', `/api/redemptions/${sale.id}/void`, { token: accepter.token })).status).toBe(403)
    expect((await call('POST', `/api/redemptions/${sale.id}/void`, { token: (await memberWithProfile()).token })).status).toBe(404)
    expect((await call('POST', `/api/redemptions/999999999/void`, { token: proposer.token })).status).toBe(404)
    expect((await call('POST', `/api/redemptions/${sale.id}/void`)).status).toBe(401)
    const voided = await call('POST', `/api/redemptions/${sale.id}/void`, { token: proposer.token })
    expect(voided.status, voided.text).toBe(200)
    expect(voided.json.redemption).toMatchObject({ id: sale.id, voided: true })
    expect((await call('POST', `/api/redemptions/${sale.id}/void`, { token: proposer.token })).status).toBe(409)
    const results = await call('GET', `/api/collaborations/${id}/results`, { token: accepter.token })
    expect(results.json.results).toMatchObject({ redemptions: 0, revenue: 0, averageSale: 0 })
    // The use it held is free again.
    expect((await redeem(proposer, { code: code.code, amount: 50, orderRef: 'V-2' })).status).toBe(201)
  })

  it('refuses a sale recorded more than 30 days ago', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const sale = (await redeem(proposer, { code: code.code, amount: 100 })).json.redemption
    await query(`update redemptions set created_at = now() - interval '31 days' where id = $1`, [sale.id])
    expect((await call('POST', `/api/redemptions/${sale.id}/void`, { token: proposer.token })).status).toBe(403)
  })
})
