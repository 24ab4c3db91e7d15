// The monthly billing run (decision 0109): one numbered invoice per business for what it
// owes Kindred (subscription, prorations, platform commission; GST included and shown) and one
// statement per pair of businesses netting their commission, each emailed; exactly once per month
// however many runs at once; invoice numbers without gaps; the statement's states and who moves them.
import { beforeAll, describe, expect, it } from 'vitest'

import { runMonthlyBilling } from '~/money/billing.server'
import { melbourneMonth } from '~/money/billing-arithmetic'
import { getInvoices, getLedger, getStatements, postStatementAction } from '~/money/handlers.server'
import { actOnStatement } from '~/money/statements.server'
import { changePlan } from '~/plans/plans.server'
import { db } from '~/server/db.server'
import { findMemberById } from '~/server/members.server'
import { payload } from '~/server/payload.server'

import { call, collaboration, makeCode, redeem, type Member } from '../results/support'

import { emailMatching, invoiceSequencesByYear, moneyCall, putOnPlan, setUpMoney } from './support'

beforeAll(setUpMoney)

// The month being written now, billed as if it were over (a run refuses a month not yet over).
const month = melbourneMonth(new Date())
const afterTheMonth = new Date(Date.now() + 40 * 86_400_000)
const bill = () => runMonthlyBilling(month, afterTheMonth)

const profileIdOf = async (member: Member) => Number((await (await db()).query(`select id from business_profiles where slug = $1`, [member.profile.slug])).rows[0]!.id)

/** Puts `member` on `plan`, paid monthly, with a period that began before the month's end and renews ten days after it. */
async function payingMonthly(member: Member, plan: 'growth' | 'scale') {
  await putOnPlan(member.id, plan)
  await (
    await db()
  ).query(`update members set billing = 'monthly', renews_at = (((($2 || '-01')::date + interval '1 month')::timestamp at time zone 'Australia/Melbourne') + interval '10 days') where id = $1`, [
    member.id,
    month,
  ])
}

/** A commission collaboration (12 %) in which each side records a sale of the other's code: the proposer $100.05, the accepter $50.00. */
async function twoWaySales() {
  const pair = await collaboration({ terms: { model: 'commission', commissionPercent: 12 } })
  const proposerCode = await makeCode(pair.proposer, pair.id)
  const accepterCode = await makeCode(pair.accepter, pair.id)
  expect((await redeem(pair.proposer, { code: proposerCode.code, amount: 10_005 })).status).toBe(201)
  expect((await redeem(pair.accepter, { code: accepterCode.code, amount: 5000 })).status).toBe(201)
  return pair
}

const invoicesOf = async (member: Member) => (await moneyCall(getInvoices, '/api/invoices', { token: member.token })).json.invoices
const statementsOf = async (member: Member) => (await moneyCall(getStatements, '/api/statements', { token: member.token })).json.statements
const act = (member: Member, id: number, action: 'paid' | 'confirm' | 'dispute', body?: unknown) =>
  moneyCall(postStatementAction(String(id), action), `/api/statements/${id}/${action}`, {
    token: member.token,
    method: 'POST',
    body: body ?? (action === 'dispute' ? { reason: 'The amount is wrong' } : undefined),
  })

describe('the monthly run', () => {
  it('invoices the subscription and platform commission with GST shown, links the entries, nets the pair on one statement, and emails both', async () => {
    const pair = await twoWaySales()
    await payingMonthly(pair.proposer, 'growth')
    const run = await bill()
    expect(run.month).toBe(month)

    // The proposer: Growth $49.00 and 15 % of its 1,201 ¢ commission (180 ¢); GST is one eleventh of 5,080 ¢.
    const [invoice] = await invoicesOf(pair.proposer)
    expect(invoice.number).toMatch(/^KIN-\d{4}-\d{6}$/)
    expect(run.invoices).toContain(invoice.number)
    expect(invoice.lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount]).sort()).toEqual([
      ['platform-commission', 180],
      ['subscription', 4900],
    ])
    expect([invoice.total, invoice.gst, invoice.exGst, invoice.currency]).toEqual([5080, 462, 4618, 'AUD'])
    // The accepter, on a Growth trial when it sold (no period to pay): 15 % of its 600 ¢ commission.
    const [accepterInvoice] = await invoicesOf(pair.accepter)
    expect([accepterInvoice.total, accepterInvoice.gst, accepterInvoice.exGst]).toEqual([90, 8, 82])

    // Each side owed the other; the statement nets 1,201 ¢ against 600 ¢.
    const [statement] = await statementsOf(pair.proposer)
    expect(statement).toMatchObject({ status: 'issued', amount: 601, payerOwes: 1201, payeeOwes: 600, payer: { slug: pair.proposer.profile.slug }, payee: { slug: pair.accepter.profile.slug } })
    expect((await statementsOf(pair.accepter))[0].id).toBe(statement.id)

    // The entries name what covers them.
    const ledger = await moneyCall(getLedger, `/api/ledger?month=${month}`, { token: pair.proposer.token })
    const byKind = Object.fromEntries(ledger.json.entries.map((entry: { kind: string; payer: { slug: string } }) => [`${entry.kind}:${entry.payer.slug}`, entry]))
    expect(byKind[`platform-commission:${pair.proposer.profile.slug}`]).toMatchObject({ status: 'invoiced', invoiceNumber: invoice.number })
    expect(byKind[`commission:${pair.proposer.profile.slug}`]).toMatchObject({ status: 'invoiced', statementId: statement.id })
    expect(byKind[`commission:${pair.accepter.profile.slug}`]).toMatchObject({ status: 'invoiced', statementId: statement.id })

    expect(await emailMatching(pair.proposer.email, new RegExp(`invoice ${invoice.number} `))).toContain('It comes to $50.80, which includes GST of $4.62.')
    for (const member of [pair.proposer, pair.accepter]) expect(await emailMatching(member.email, /statement/)).toContain(`owes ${pair.accepter.profile.name} $6.01`)
  })

  it('issues each invoice and statement once however many runs go at once, numbered without gaps', async () => {
    const pairs = await Promise.all([twoWaySales(), twoWaySales()])
    for (const pair of pairs) await payingMonthly(pair.proposer, 'scale')
    const runs = await Promise.all([bill(), bill(), bill()])
    const numbers = runs.flatMap((run) => run.invoices)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(runs.flatMap((run) => run.statements)).toHaveLength(2)
    for (const pair of pairs) {
      expect(await invoicesOf(pair.proposer)).toHaveLength(1)
      expect(await invoicesOf(pair.accepter)).toHaveLength(1)
      expect(await statementsOf(pair.proposer)).toHaveLength(1)
    }
    const again = await bill()
    expect([again.invoices, again.statements]).toEqual([[], []])
    for (const sequence of await invoiceSequencesByYear(await db())) expect(sequence).toEqual(sequence.map((_, index) => index + 1))
  })

  it('bills a paying member’s period alone, carries a plan change’s prorated credit as a line, and invoices nobody who owes nothing', async () => {
    const scale = (await collaboration({ plan: 'community' })).proposer
    await payingMonthly(scale, 'scale')
    const leaving = (await collaboration({ plan: 'community' })).proposer
    await payingMonthly(leaving, 'growth')
    const changed = await changePlan((await findMemberById(leaving.id))!, { plan: 'community', billing: 'monthly' })
    expect(changed!.proration.amount).toBeLessThan(0)
    const idle = (await collaboration({ plan: 'community' })).proposer
    await bill()

    const [period] = await invoicesOf(scale)
    expect(period.lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount])).toEqual([['subscription', 14_900]])
    expect([period.total, period.gst, period.exGst]).toEqual([14_900, 1355, 13_545])
    const [credit] = await invoicesOf(leaving)
    expect(credit.lines.map((line: { kind: string; amount: number }) => [line.kind, line.amount])).toEqual([['proration', changed!.proration.amount]])
    expect(credit.total).toBe(changed!.proration.amount)
    expect(credit.gst + credit.exGst).toBe(credit.total)
    expect(await invoicesOf(idle)).toEqual([])
    expect(await profileIdOf(idle)).toBeGreaterThan(0)
  })
})

describe('a sale voided after it was billed', () => {
  /** The month after `month` (YYYY-MM). */
  const monthAfter = (value: string) => {
    const [year, number] = value.split('-').map(Number) as [number, number]
    return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  }
  const lineKinds = (invoice: { lines: { kind: string; amount: number }[] }) => invoice.lines.map((line) => [line.kind, line.amount]).sort()

  it('keeps the issued invoice and statement as they were, and credits the next ones with what the sale had cost', async () => {
    const pair = await collaboration({ terms: { model: 'commission', commissionPercent: 12 } })
    const code = await makeCode(pair.proposer, pair.id)
    const sale = await redeem(pair.proposer, { code: code.code, amount: 10_005 })
    expect(sale.status, sale.text).toBe(201)
    await bill()
    // The proposer, on a Growth trial: 15 % of its 1,201 ¢ commission.
    const [first] = await invoicesOf(pair.proposer)
    expect(lineKinds(first)).toEqual([['platform-commission', 180]])
    const [statement] = await statementsOf(pair.proposer)
    expect(statement).toMatchObject({ amount: 1201, payer: { slug: pair.proposer.profile.slug }, payee: { slug: pair.accepter.profile.slug } })

    const voided = await call('POST', `/api/redemptions/${sale.json.redemption.id}/void`, { token: pair.proposer.token })
    expect(voided.status, voided.text).toBe(200)
    // The entries are void, as any voided sale's are; what was issued stays as issued.
    const ledger = await moneyCall(getLedger, `/api/ledger?month=${month}`, { token: pair.proposer.token })
    const billed = ledger.json.entries.filter((entry: { kind: string }) => entry.kind !== 'adjustment')
    expect(billed.map((entry: { kind: string; status: string; invoiceNumber: string | null }) => [entry.kind, entry.status, entry.invoiceNumber]).sort()).toEqual([
      ['commission', 'void', null],
      ['platform-commission', 'void', first.number],
    ])
    expect((await invoicesOf(pair.proposer))[0]).toMatchObject({ number: first.number, total: 180 })
    expect((await statementsOf(pair.proposer))[0]).toMatchObject({ id: statement.id, amount: 1201 })

    // The next month's run hands it back: Kindred credits its commission, the promoter returns the sale's.
    const next = monthAfter(month)
    const run = await runMonthlyBilling(next, new Date(Date.now() + 75 * 86_400_000))
    const credit = (await invoicesOf(pair.proposer)).find((invoice: { number: string }) => invoice.number !== first.number)
    expect(run.invoices).toContain(credit.number)
    expect(lineKinds(credit)).toEqual([['adjustment', -180]])
    expect(credit.total).toBe(-180)
    const returned = (await statementsOf(pair.proposer)).find((other: { id: number }) => other.id !== statement.id)
    expect(returned).toMatchObject({ amount: 1201, payer: { slug: pair.accepter.profile.slug }, payee: { slug: pair.proposer.profile.slug } })
    // Billed once: a second run of that month issues nothing more.
    expect(await runMonthlyBilling(next, new Date(Date.now() + 75 * 86_400_000))).toMatchObject({ invoices: [], statements: [] })
  })
})

describe('a statement', () => {
  async function issued() {
    const pair = await twoWaySales()
    await bill()
    const [statement] = await statementsOf(pair.proposer)
    return { pair, id: Number(statement.id) }
  }

  it('moves issued → paid (payer) → confirmed (payee); the wrong side is refused 403, the wrong state 409', async () => {
    const { pair, id } = await issued()
    const [payer, payee] = [pair.proposer, pair.accepter]
    expect((await act(payee, id, 'paid')).status).toBe(403)
    expect((await act(payee, id, 'confirm')).status).toBe(409)
    expect((await act(payer, id, 'confirm')).status).toBe(403)
    const paid = await act(payer, id, 'paid')
    expect([paid.status, paid.json.statement.status]).toEqual([200, 'paid'])
    expect((await act(payer, id, 'paid')).status).toBe(409)
    const confirmed = await act(payee, id, 'confirm')
    expect([confirmed.status, confirmed.json.statement.status]).toEqual([200, 'confirmed'])
    expect((await act(payer, id, 'dispute')).status).toBe(409)
    const { rows } = await (await db()).query(`select distinct status::text as status from ledger_entries where statement_id = $1`, [id])
    expect(rows).toEqual([{ status: 'confirmed' }])
  })

  it('either side disputes it with a reason of 1 to 1,000 characters within 14 days of issue; others do not find it', async () => {
    const { pair, id } = await issued()
    const stranger = (await collaboration({ plan: 'community' })).proposer
    expect((await act(stranger, id, 'dispute')).status).toBe(404)
    expect((await act(pair.accepter, id, 'dispute', { reason: '' })).status).toBe(400)
    expect((await act(pair.accepter, id, 'dispute', { reason: 'x'.repeat(1001) })).status).toBe(400)
    const [statement] = await statementsOf(pair.accepter)
    const late = new Date(Date.parse(statement.issuedAt) + 14 * 86_400_000 + 60_000)
    await expect(actOnStatement(pair.accepter.id, id, 'dispute', { reason: 'Too late' }, late)).rejects.toMatchObject({ status: 409 })
    const disputed = await act(pair.accepter, id, 'dispute', { reason: 'One sale was refunded' })
    expect(disputed.json.statement).toMatchObject({ status: 'disputed', disputeReason: 'One sale was refunded' })
    expect((await act(pair.proposer, id, 'paid')).status).toBe(409)
    const entryStatuses = async () => (await (await db()).query(`select distinct status::text as status from ledger_entries where statement_id = $1`, [id])).rows
    expect(await entryStatuses()).toEqual([{ status: 'disputed' }])

    // An admin resolves it in the CMS; its entries follow.
    await (await payload()).update({ collection: 'statements', id, data: { status: 'confirmed', resolution: 'Refund checked with both sides' }, overrideAccess: true, depth: 0 })
    expect((await statementsOf(pair.proposer))[0].status).toBe('confirmed')
    expect(await entryStatuses()).toEqual([{ status: 'confirmed' }])
  })

  it('answers 401 signed out', async () => {
    expect((await moneyCall(getInvoices, '/api/invoices')).status).toBe(401)
    expect((await moneyCall(postStatementAction('1', 'paid'), '/api/statements/1/paid', { method: 'POST' })).status).toBe(401)
  })
})
