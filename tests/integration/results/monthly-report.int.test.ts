// The monthly report (decision 0110): on the first days of a Melbourne month, each member whose
// collaborations had clicks, scans or sales in the month before gets one email with each such
// collaboration's figures (the same as GET …/results for that month) and a link to its results
// page; exactly once however many runners; `monthlyReport: false` (`/auth/notifications`) turns it off; every report
// carries the one-click unsubscribe; a business's name carrying a link is not made a link.
import { beforeAll, describe, expect, it } from 'vitest'

import { daysOf, previousMonth, runMonthlyReports, sendMonthlyReports } from '~/results/monthly-report.server'
import { countClicks } from '~/results/rollups.server'
import { Route as notificationsRoute } from '~/routes/auth/notifications'
import { query } from '~/server/db.server'
import { settleDeliveries } from '~/server/mail.server'

import { choosePlan } from '../../support/plans'

import { api, memberWithProfile, proposalBody } from '../partners/support'
import { emailsTo } from '../workspace/support'

import { call, collaboration, makeCode, redeem, setUpResults, type Member } from './support'

beforeAll(setUpResults)

const month = previousMonth()
const { from, to } = daysOf(month)
/** A moment on the 15th of the reported month (Melbourne), for sales recorded back then. */
const midMonth = `${month}-15T02:00:00.000Z`
/** 10 or 11 am Melbourne time on the first day of the current month: when the report is due. */
const firstOfThisMonth = (() => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(number === 12 ? year + 1 : year, number === 12 ? 0 : number, 1, 0))
})()

const codeId = async (code: string) => Number((await query(`select id from offer_codes where code = $1`, [code])).rows[0]!.id)

/** Clicks on `code` on `day`, `qr` of them through the QR code, as /go/ counts them (one per visitor). */
async function clicks(code: string, day: string, count: number, qr = 0) {
  const id = await codeId(code)
  await countClicks(Array.from({ length: count }, (_, index) => ({ codeId: id, day, visitor: `visitor-${code}-${day}-${index}`, qr: index < qr })))
}

/** The monthly reports queued to `to`, oldest first. */
const reportsTo = async (address: string) => (await query(`select id, text, subject, unsubscribe_url from email_outbox where "to" = $1 and kind = 'monthly-report' order by id`, [address])).rows

/** A second collaboration of `proposer` with a new business (on Growth), accepted. */
async function anotherCollaboration(proposer: Member, name: string) {
  const other = await memberWithProfile({ name })
  await choosePlan(other.token, 'growth')
  const sent = await api('POST', '/api/proposals', { token: proposer.token, body: proposalBody(other.profile.slug) })
  expect(sent.status, sent.text).toBe(201)
  const id = Number(sent.json.proposal.id)
  expect((await api('POST', `/api/proposals/${id}/accept`, { token: other.token })).status).toBe(200)
  return { id, other }
}

const aud = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100)

describe('the monthly report', () => {
  it('emails each member with activity once, each collaboration with the figures GET results gives for the month and its results link', async () => {
    const first = await collaboration()
    const { proposer, accepter } = first
    const second = await anotherCollaboration(proposer, `Carlton Wines ${Date.now().toString(36)}`)
    const idle = await collaboration()
    const firstCode = await makeCode(proposer, first.id)
    const secondCode = await makeCode(second.other, second.id)
    const idleCode = await makeCode(idle.proposer, idle.id)
    await clicks(firstCode.code, `${month}-03`, 3, 1)
    await clicks(firstCode.code, `${month}-20`, 2)
    expect((await redeem(proposer, { code: firstCode.code, amount: 1250, orderRef: 'OCT-1', redeemedAt: midMonth })).status).toBe(201)
    expect((await redeem(proposer, { code: firstCode.code, amount: 4000, orderRef: 'OCT-2', redeemedAt: midMonth })).status).toBe(201)
    await clicks(secondCode.code, `${month}-28`, 1, 1)
    // This month's figures belong to next month's report.
    expect((await redeem(proposer, { code: firstCode.code, amount: 999, orderRef: 'NOW-1' })).status).toBe(201)
    expect((await redeem(idle.proposer, { code: idleCode.code, amount: 500, orderRef: 'NOW-2' })).status).toBe(201)

    await sendMonthlyReports(month)
    await settleDeliveries()

    const [report, ...more] = await reportsTo(proposer.email)
    expect(more).toEqual([])
    const text = String(report!.text)
    for (const { id, token } of [
      { id: first.id, token: proposer.token },
      { id: second.id, token: proposer.token },
    ]) {
      const results = await call('GET', `/api/collaborations/${id}/results?from=${from}&to=${to}`, { token })
      expect(results.status).toBe(200)
      const { clicks: clickCount, qrScans, redemptions, revenue } = results.json.results
      expect(text).toContain(`${clickCount} clicks (${qrScans} from QR codes), ${redemptions} sales, ${aud(revenue)} in revenue. Results: http://localhost:3000/dashboard/collaborations/${id}`)
    }
    expect(text).toContain(`5 clicks (1 from QR codes), 2 sales, ${aud(5250)} in revenue`)
    expect(text).toContain(`1 clicks (1 from QR codes), 0 sales, ${aud(0)} in revenue`)
    expect(text).toContain(accepter.profile.name)
    expect(String(report!.subject)).toContain(new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)))
    // Each party of an active collaboration gets its own; the idle collaboration's members get none.
    expect(await reportsTo(accepter.email)).toHaveLength(1)
    expect(await reportsTo(second.other.email)).toHaveLength(1)
    expect(await reportsTo(idle.proposer.email)).toEqual([])
    expect(await reportsTo(idle.accepter.email)).toEqual([])
  })

  it('goes out exactly once with two runners at once, and not again on a rerun or a restart', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    expect((await redeem(proposer, { code: code.code, amount: 2000, orderRef: 'ONCE-1', redeemedAt: midMonth })).status).toBe(201)
    const runs = await Promise.all([runMonthlyReports(firstOfThisMonth), runMonthlyReports(firstOfThisMonth)])
    expect(runs.flat().length).toBeGreaterThanOrEqual(2)
    await runMonthlyReports(new Date(firstOfThisMonth.getTime() + 86_400_000))
    await sendMonthlyReports(month)
    await settleDeliveries()
    expect(await reportsTo(proposer.email)).toHaveLength(1)
    expect(await reportsTo(accepter.email)).toHaveLength(1)
    const { rows } = await query(`select count(*)::int as n from monthly_reports where member_id = any($1::int[]) and month = $2`, [[proposer.id, accepter.id], month])
    expect(rows[0]!.n).toBe(2)
    const delivered = await emailsTo(proposer.email)
    expect(delivered.filter((mail) => /collaborations on/.test(mail.subject))).toHaveLength(1)
  })

  it('is not due after the first days of the month', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    expect((await redeem(proposer, { code: code.code, amount: 700, orderRef: 'LATE-1', redeemedAt: midMonth })).status).toBe(201)
    expect(await runMonthlyReports(new Date(firstOfThisMonth.getTime() + 9 * 86_400_000))).toEqual([])
    expect(await reportsTo(proposer.email)).toEqual([])
  })

  it('respects monthlyReport: false from /auth/notifications, and carries the one-click unsubscribe', async () => {
    const { id, proposer, accepter } = await collaboration()
    const put = (notificationsRoute as unknown as { options: { server: { handlers: Record<string, (context: { request: Request }) => Promise<Response>> } } }).options.server.handlers.PUT!
    const headers = { authorization: `Bearer ${proposer.token}`, 'content-type': 'application/json' }
    const body = JSON.stringify({ proposals: 'instant', messages: 'instant', monthlyReport: false })
    expect((await put({ request: new Request('http://localhost:3000/auth/notifications', { method: 'PUT', headers, body }) })).status).toBe(200)
    const code = await makeCode(proposer, id)
    await clicks(code.code, `${month}-09`, 4, 2)
    await sendMonthlyReports(month)
    await settleDeliveries()
    expect(await reportsTo(proposer.email)).toEqual([])
    const [mail, ...more] = (await emailsTo(accepter.email)).filter((found) => /collaborations on/.test(found.subject))
    expect(more).toEqual([])
    expect(mail!.header('list-unsubscribe')).toMatch(new RegExp(`^<http://localhost:3000/unsubscribe\\?token=${accepter.id}\\.monthlyReport\\.[\\w-]{32}>$`))
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  })

  it('writes a business name that carries a link as its slug, and links only to our own pages', async () => {
    const { id, proposer, accepter } = await collaboration()
    await query(`update business_profiles set name = $2 where slug = $1`, [accepter.profile.slug, 'Books at https://evil.example/win'])
    const code = await makeCode(proposer, id)
    await clicks(code.code, `${month}-11`, 2)
    await sendMonthlyReports(month)
    await settleDeliveries()
    const [mail] = (await emailsTo(proposer.email)).filter((found) => /collaborations on/.test(found.subject))
    expect(mail!.text).not.toContain('evil.example')
    expect(mail!.html).not.toContain('evil.example')
    expect(mail!.text).toContain(`With ${accepter.profile.slug}:`)
    for (const link of mail!.text.match(/https?:\/\/\S+/g) ?? []) expect(link.startsWith('http://localhost:3000/')).toBe(true)
  })

  it('goes only to members whose plan has the report', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    await clicks(code.code, `${month}-12`, 1)
    await choosePlan(accepter.token, 'community')
    await sendMonthlyReports(month)
    expect(await reportsTo(proposer.email)).toHaveLength(1)
    expect(await reportsTo(accepter.email)).toEqual([])
  })
})
