// The monthly report killed half way (SIGKILL, in its own process: `pnpm report:run`) and run
// again: every member with activity ends with exactly one report row and one queued email, and the
// SMTP sink receives one report per member, none twice. Members, collaborations and their month of
// rollups are written in SQL (scripts/lib/monthly-runs-data.ts), as the benchmark writes 100,000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { previousMonth } from '~/results/monthly-report.server'
import { db } from '~/server/db.server'
import { payload } from '~/server/payload.server'

import { deliverDueEmails } from '../../../cms/src/mail/outbox'
import { retryPolicy } from '../../../cms/src/mail/policy'
import { scaleBusinessIds, scaleMemberCount, seedReportMonth } from '../../../scripts/lib/monthly-runs-data'
import { generateScaleProfiles } from '../../../scripts/lib/scale-profiles'
import { killWhen, runInChild } from '../../support/child-run'
import { smtpSink, type SmtpSink } from '../../support/smtp-sink'

import { setUpResults } from './support'

// Two of the run's batches of 250 and a part: the kill comes once the first has committed.
const members = 600
const month = previousMonth()
let sink: SmtpSink
let memberIds: number[] = []
const previousSmtp = process.env.SMTP_URL

beforeAll(async () => {
  await setUpResults()
  sink = await smtpSink()
  await sink.start()
  const pool = await db()
  const start = await scaleMemberCount(pool)
  await generateScaleProfiles(pool, members)
  memberIds = await seedReportMonth(pool, await scaleBusinessIds(pool, start + 1, start + members), month)
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await sink.stop()
})

const reportsOfOurs = async () => Number((await (await db()).query(`select count(*)::int as n from monthly_reports where member_id = any($1::int[]) and month = $2`, [memberIds, month])).rows[0]!.n)

describe('the monthly report, killed half way', () => {
  it('resumes and sends each member exactly one report', async () => {
    expect(memberIds).toHaveLength(members)
    const env = { SMTP_URL: sink.url }
    const first = runInChild('src/results/monthly-report-run.cli.ts', [month], env)
    const atKill = await killWhen(first, reportsOfOurs, 1)
    expect(atKill).toBeLessThan(members)
    const pool = await db()
    const stranded = Number((await pool.query(`select count(*)::int as n from email_outbox where status = 'sending' and kind = 'monthly-report'`)).rows[0]!.n)

    const second = runInChild('src/results/monthly-report-run.cli.ts', [month], env)
    expect(await second.exited, second.output()).toBe(0)
    expect(second.output()).toMatch(/reports: \d[\d,]* of \d[\d,]* \(100\.0 %\)/)

    // What the killed process queued and never sent goes out through the outbox, as the site's
    // worker would send it; a claim the killed process held is taken over at once here.
    process.env.SMTP_URL = sink.url
    const policy = { ...retryPolicy(), leaseSeconds: 0 }
    while ((await deliverDueEmails(await payload(), { limit: 50, policy })).claimed > 0);

    const rows = await pool.query(`select member_id, count(*)::int as n from monthly_reports where member_id = any($1::int[]) and month = $2 group by member_id`, [memberIds, month])
    expect(rows.rows).toHaveLength(members)
    expect(rows.rows.every((row) => row.n === 1)).toBe(true)
    const outbox = await pool.query(
      `select o."to", count(*)::int as n from email_outbox o join members m on m.email = o."to" where m.id = any($1::int[]) and o.kind = 'monthly-report' group by o."to"`,
      [memberIds],
    )
    expect(outbox.rows).toHaveLength(members)
    expect(outbox.rows.every((row) => row.n === 1)).toBe(true)

    // One report per member at the sink; one the killed process had handed to SMTP but not yet
    // marked sent (a row left `sending`) may arrive again with the same Message-ID, never more of
    // those than were stranded.
    for (const row of outbox.rows) expect(new Set(sink.to(String(row.to)).map((mail) => mail.messageId)).size, String(row.to)).toBe(1)
    // Only this test's members count: the run and the outbox also serve other tests' members.
    const messageIds = outbox.rows.flatMap((row) => sink.to(String(row.to)).map((mail) => mail.messageId))
    expect(new Set(messageIds).size).toBe(members)
    expect(messageIds.length - members).toBeLessThanOrEqual(stranded)
  }, 240_000)
})
