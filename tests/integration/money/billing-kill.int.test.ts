// The monthly billing run killed half way (SIGKILL, in its own process, as a crash or an OOM kill
// would stop it) and run again: every business ends with exactly one invoice and every pair with one
// statement, invoice numbers have no gaps and no duplicates, and the SMTP sink receives one invoice
// email and one statement email per member, none twice. The businesses and their entries are
// written in SQL (scripts/lib/monthly-runs-data.ts), as the benchmark writes 100,000 of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { monthToBill } from '~/money/billing.server'
import { db } from '~/server/db.server'
import { deliverDueEmails } from '../../../cms/src/mail/outbox'
import { retryPolicy } from '../../../cms/src/mail/policy'
import { payload } from '~/server/payload.server'

import { scaleBusinessIds, scaleMemberCount, seedBillingMonth } from '../../../scripts/lib/monthly-runs-data'
import { generateScaleProfiles } from '../../../scripts/lib/scale-profiles'
import { killWhen, runInChild } from '../../support/child-run'
import { smtpSink, type SmtpSink } from '../../support/smtp-sink'

import { invoiceSequencesByYear, setUpMoney } from './support'

// Two of the run's batches of 250 and a part: the kill comes once the first has committed, with the next under way.
const businesses = 400
const month = monthToBill(new Date())
let sink: SmtpSink
let ids: number[] = []
const previousSmtp = process.env.SMTP_URL

beforeAll(async () => {
  await setUpMoney()
  sink = await smtpSink()
  await sink.start()
  const pool = await db()
  const start = await scaleMemberCount(pool)
  await generateScaleProfiles(pool, businesses)
  ids = await scaleBusinessIds(pool, start + 1, start + businesses)
  await seedBillingMonth(pool, ids, month, 3)
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await sink.stop()
})

const invoicesOfOurs = async () => Number((await (await db()).query(`select count(*)::int as n from invoices where business_id = any($1::int[]) and month = $2`, [ids, month])).rows[0]!.n)

describe('the monthly billing run, killed half way', () => {
  it('resumes without a second invoice, statement or email, numbering without gaps', async () => {
    const env = { SMTP_URL: sink.url }
    const first = runInChild('src/money/billing-run.cli.ts', [month], env)
    const atKill = await killWhen(first, invoicesOfOurs, 1)
    expect(atKill).toBeLessThan(businesses)
    const stranded = Number((await (await db()).query(`select count(*)::int as n from email_outbox where status = 'sending' and kind in ('invoice', 'statement')`)).rows[0]!.n)

    const second = runInChild('src/money/billing-run.cli.ts', [month], env)
    expect(await second.exited, second.output()).toBe(0)
    expect(second.output()).toMatch(/invoices: \d[\d,]* of \d[\d,]* \(100\.0 %\)/)

    // What the killed process queued and never sent goes out through the outbox, as the site's
    // worker would send it; a claim the killed process held is taken over at once here.
    process.env.SMTP_URL = sink.url
    const policy = { ...retryPolicy(), leaseSeconds: 0 }
    while ((await deliverDueEmails(await payload(), { limit: 50, policy })).claimed > 0);

    const pool = await db()
    const invoices = await pool.query(`select business_id, count(*)::int as n from invoices where business_id = any($1::int[]) and month = $2 group by business_id`, [ids, month])
    expect(invoices.rows).toHaveLength(businesses)
    expect(invoices.rows.every((row) => row.n === 1)).toBe(true)
    const statements = await pool.query(`select count(*)::int as n from statements where month = $1 and (payer_id = any($2::int[]) or payee_id = any($2::int[]))`, [month, ids])
    expect(statements.rows[0]!.n).toBe(businesses / 2)
    const pending = await pool.query(`select count(*)::int as n from ledger_entries where status = 'pending' and (payer_id = any($1::int[]) or payee_id = any($1::int[]))`, [ids])
    expect(pending.rows[0]!.n).toBe(0)

    // Numbers: every invoice of a year numbered 1…n once, whatever rolled back with the kill.
    for (const sequence of await invoiceSequencesByYear(pool)) expect(sequence).toEqual(sequence.map((_, index) => index + 1))

    // Mail: one invoice email and one statement email to each member, each Message-ID received once.
    const members = await pool.query(`select m.email from members m join business_profiles b on b.member_id = m.id where b.id = any($1::int[])`, [ids])
    expect(members.rows).toHaveLength(businesses)
    for (const { email } of members.rows) {
      const mails = sink.to(String(email))
      const kinds = mails.map((mail) => (/statement/i.test(mail.subject ?? '') ? 'statement' : 'invoice')).sort()
      expect([...new Set(kinds)], String(email)).toEqual(['invoice', 'statement'])
      expect(new Set(mails.map((mail) => mail.messageId)).size, String(email)).toBe(2)
    }
    // Each email has one Message-ID, made from its outbox row. One the killed process had handed to
    // SMTP but not yet marked sent (a row left `sending`) may go out again (at-least-once delivery) with the same
    // Message-ID, which mail programs show once; there can be no more of those than were stranded.
    // Only this test's members count: the outbox also holds other tests' mail, which goes to the sink too.
    const messageIds = members.rows.flatMap(({ email }) => sink.to(String(email)).map((mail) => mail.messageId))
    expect(new Set(messageIds).size).toBe(businesses * 2)
    expect(messageIds.length - businesses * 2).toBeLessThanOrEqual(stranded)
  }, 240_000)
})
