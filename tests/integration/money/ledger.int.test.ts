// The ledger (decision 0107): a sale in a commission collaboration writes the commission and Kindred's
// platform commission with it (the payer's plan rate from the CMS), a repeated order writes nothing
// more, voiding the sale voids both; GET /api/ledger lists a business's entries of a Melbourne month
// with totals that add up to the cent.
import { beforeAll, describe, expect, it } from 'vitest'

import { db } from '~/server/db.server'

import { call, collaboration, makeCode, redeem } from '../results/support'
import { ensureWorkspace, workspaceApi } from '../workspace/support'

import { ledger, putOnPlan, setUpMoney, storedEntries } from './support'

beforeAll(async () => {
  await setUpMoney()
  await ensureWorkspace()
})

const profileIdOf = async (slug: string) => Number((await (await db()).query(`select id from business_profiles where slug = $1`, [slug])).rows[0]!.id)

/** A commission collaboration where the proposer honours a code (made on Growth), then is put on `plan`. */
async function commissionDeal(commissionPercent: number, plan: 'community' | 'growth' | 'scale') {
  const pair = await collaboration({ terms: { model: 'commission', commissionPercent } })
  await putOnPlan(pair.proposer.id, 'growth')
  const code = await makeCode(pair.proposer, pair.id)
  await putOnPlan(pair.proposer.id, plan)
  const [redeemerId, promoterId] = [await profileIdOf(pair.proposer.profile.slug), await profileIdOf(pair.accepter.profile.slug)]
  return { ...pair, code: code.code as string, redeemerId, promoterId }
}

describe('commission on a sale', () => {
  it.each([
    ['community', 20, 240],
    ['growth', 15, 180],
    ['scale', 10, 120],
  ] as const)('on %s (%i percent): 12 percent of $100.05 is 1201 cents to the promoter, and %i cents of that to Kindred', async (plan, _rate, platform) => {
    const deal = await commissionDeal(12, plan)
    const sale = await redeem(deal.proposer, { code: deal.code, amount: 10_005, orderRef: 'ORDER-1' })
    expect(sale.status, sale.text).toBe(201)
    const source = `redemption:${sale.json.redemption.id}`
    expect(await storedEntries(deal.id)).toEqual([
      { kind: 'commission', amount: 1201, payer_id: deal.redeemerId, payer_is_kindred: false, payee_id: deal.promoterId, payee_is_kindred: false, status: 'pending', source },
      { kind: 'platform-commission', amount: platform, payer_id: deal.redeemerId, payer_is_kindred: false, payee_id: null, payee_is_kindred: true, status: 'pending', source },
    ])
  })

  it('rounds a half cent away from zero: 10% of 125 cents is 13, Community 20% of 13 is 3', async () => {
    const deal = await commissionDeal(10, 'community')
    expect((await redeem(deal.proposer, { code: deal.code, amount: 125 })).status).toBe(201)
    expect((await storedEntries(deal.id)).map((entry) => entry.amount)).toEqual([13, 3])
  })

  it('a repeated orderRef writes nothing more; voiding the sale voids both entries, amounts kept', async () => {
    const deal = await commissionDeal(12, 'growth')
    const first = await redeem(deal.proposer, { code: deal.code, amount: 5000, orderRef: 'SAME' })
    const again = await redeem(deal.proposer, { code: deal.code, amount: 5000, orderRef: 'SAME' })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(await storedEntries(deal.id)).toHaveLength(2)
    const voided = await call('POST', `/api/redemptions/${first.json.redemption.id}/void`, { token: deal.proposer.token })
    expect(voided.status, voided.text).toBe(200)
    expect((await storedEntries(deal.id)).map((entry) => [entry.kind, entry.amount, entry.status])).toEqual([
      ['commission', 600, 'void'],
      ['platform-commission', 90, 'void'],
    ])
  })

  it('a file of sales writes each sale’s entries with it, and a dry run writes none', async () => {
    const deal = await commissionDeal(10, 'growth')
    const csv = `code,amount,orderRef,redeemedAt\n${deal.code},20.00,CSV-1,\n${deal.code},30.00,CSV-2,\n`
    const headers = { 'content-type': 'text/csv' }
    const dry = await call('POST', '/api/redemptions/import?dryRun=1', { token: deal.proposer.token, raw: csv, headers })
    expect(dry.status, dry.text).toBe(200)
    expect(await storedEntries(deal.id)).toEqual([])
    const imported = await call('POST', '/api/redemptions/import', { token: deal.proposer.token, raw: csv, headers })
    expect(imported.json.imported, imported.text).toBe(2)
    expect((await storedEntries(deal.id)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['commission', 200],
      ['platform-commission', 30],
      ['commission', 300],
      ['platform-commission', 45],
    ])
  })

  it('writes nothing in a reciprocal collaboration', async () => {
    const pair = await collaboration()
    await putOnPlan(pair.proposer.id, 'growth')
    const code = await makeCode(pair.proposer, pair.id)
    expect((await redeem(pair.proposer, { code: code.code, amount: 5000 })).status).toBe(201)
    expect(await storedEntries(pair.id)).toEqual([])
  })

  it('the table refuses an entry whose amount changes or that is deleted (append-only)', async () => {
    const deal = await commissionDeal(12, 'growth')
    await redeem(deal.proposer, { code: deal.code, amount: 5000 })
    const pool = await db()
    await expect(pool.query(`update ledger_entries set amount = 1 where collaboration_id = $1`, [deal.id])).rejects.toThrow(/only its status moves/)
    await expect(pool.query(`delete from ledger_entries where collaboration_id = $1`, [deal.id])).rejects.toThrow(/never deleted/)
    await expect(pool.query(`insert into ledger_entries (kind, amount, source) values ('adjustment', 1.5, 'test:cents')`)).rejects.toThrow(/ledger_entries_amount_cents/)
  })
})

describe('a paid placement’s fee', () => {
  it('falls due once, as the agreement is fixed by the second confirmation, with Kindred’s share at the payer’s rate', async () => {
    const pair = await collaboration({ terms: { model: 'paid-placement', fee: 25_000 } })
    await putOnPlan(pair.proposer.id, 'scale')
    const confirm = (token: string) => workspaceApi('POST', `/api/collaborations/${pair.id}/agreement/confirm`, { token })
    expect((await confirm(pair.proposer.token)).status).toBe(200)
    expect(await storedEntries(pair.id)).toEqual([])
    expect((await confirm(pair.accepter.token)).status).toBe(200)
    expect((await confirm(pair.accepter.token)).status).toBe(200)
    const [payer, payee] = [await profileIdOf(pair.proposer.profile.slug), await profileIdOf(pair.accepter.profile.slug)]
    expect((await storedEntries(pair.id)).map((entry) => [entry.kind, entry.amount, entry.payer_id, entry.payee_id, entry.payee_is_kindred])).toEqual([
      ['placement-fee', 25_000, payer, payee, false],
      ['platform-commission', 2_500, payer, null, true],
    ])
  })
})

describe('GET /api/ledger', () => {
  const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7)

  it('lists the entries the business pays or receives in the month, each as LedgerEntry JSON, with totals to the cent', async () => {
    const deal = await commissionDeal(12, 'scale')
    await redeem(deal.proposer, { code: deal.code, amount: 10_005 })
    await redeem(deal.proposer, { code: deal.code, amount: 3333 })
    // An entry of the month before, placed there as billing's clock would have written it.
    await (
      await db()
    ).query(
      `insert into ledger_entries (collaboration_id, kind, amount, payer_id, payee_id, status, source, created_at)
       values ($1, 'adjustment', 777, $2, $3, 'pending', $4, date_trunc('month', now() at time zone 'Australia/Melbourne') at time zone 'Australia/Melbourne' - interval '1 second')`,
      [deal.id, deal.redeemerId, deal.promoterId, `test:${deal.id}`],
    )
    const redeemer = await ledger(deal.proposer.token, `month=${thisMonth()}`)
    expect(redeemer.status).toBe(200)
    expect(redeemer.json.success).toBe(true)
    const entries = redeemer.json.entries as Record<string, unknown>[]
    expect(Object.keys(entries[0]!).sort()).toEqual(['amount', 'collaborationId', 'createdAt', 'currency', 'id', 'invoiceNumber', 'kind', 'payee', 'payer', 'statementId', 'status'])
    // 12% of 10005 = 1201 (+10% = 120); 12% of 3333 = 400 (+40).
    expect(entries.map((entry) => [entry.kind, entry.amount, (entry.payer as { slug: string }).slug, (entry.payee as { slug: string }).slug])).toEqual([
      ['commission', 1201, deal.proposer.profile.slug, deal.accepter.profile.slug],
      ['platform-commission', 120, deal.proposer.profile.slug, 'kindred'],
      ['commission', 400, deal.proposer.profile.slug, deal.accepter.profile.slug],
      ['platform-commission', 40, deal.proposer.profile.slug, 'kindred'],
    ])
    expect(entries[0]).toMatchObject({ collaborationId: deal.id, currency: 'AUD', status: 'pending', statementId: null, invoiceNumber: null })
    expect(redeemer.json.totals).toEqual({ payable: 1761, receivable: 0, net: -1761 })
    const promoter = await ledger(deal.accepter.token, `month=${thisMonth()}`)
    expect(promoter.json.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['commission', 'commission'])
    expect(promoter.json.totals).toEqual({ payable: 0, receivable: 1601, net: 1601 })
    const before = new Date(`${thisMonth()}-01T00:00:00Z`)
    before.setUTCMonth(before.getUTCMonth() - 1)
    const lastMonth = await ledger(deal.proposer.token, `month=${before.toISOString().slice(0, 7)}`)
    expect(lastMonth.json.entries.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([['adjustment', 777]])
    expect(lastMonth.json.totals).toEqual({ payable: 777, receivable: 0, net: -777 })
  })

  it('answers 400 for a missing or malformed month and 401 without a session', async () => {
    const deal = await commissionDeal(12, 'growth')
    for (const query of ['', 'month=2026-13', 'month=2026-1', 'month=26-01', 'month=2026-01-01', 'month=abcd-ef']) {
      const answer = await ledger(deal.proposer.token, query)
      expect(answer.status, query).toBe(400)
      expect(answer.json.success).toBe(false)
    }
    expect((await ledger(undefined, 'month=2026-01')).status).toBe(401)
  })
})
