// `pnpm bench:runs` — the monthly runs at size (decision 0113): a throw-away database with
// BENCH_MEMBERS (100,000) members, each running a business, and BENCH_ENTRIES (1,000,000) ledger
// entries in one month (nine owed to Kindred per business, one each way between neighbours), written
// in SQL; then
//   1. `pnpm billing:run` for that month, killed (SIGKILL) once BENCH_KILL_AT (40 %) of the invoices
//      exist, and run again to the end: durations, rates, invoices and statements, duplicates, gaps;
//   2. an accepted collaboration between neighbours with a month of rollups, and `pnpm report:run`
//      for the month, killed and resumed the same way: reports and emails per member.
// Mail goes to a counting SMTP sink on loopback (Message-ID and recipient of each message). The runs
// send what they can as they go; what is left in the outbox is sent afterwards as the outbox worker
// would, for at most BENCH_DRAIN_SECONDS, and that rate is reported on its own. Exactly one email per
// member is checked on the outbox rows (all of them) and on the messages the sink received.
import { spawn } from 'node:child_process'
import os from 'node:os'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { adopt, prepareEnv } from '../lib/env'
import { scaleBusinessIds, seedBillingMonth, seedReportMonth } from '../lib/monthly-runs-data'
import { closePayload, migrate, openPayload } from '../lib/payload'
import { webDir } from '../lib/paths'
import { generateScaleProfiles } from '../lib/scale-profiles'

const members = Number(process.env.BENCH_MEMBERS ?? 100_000)
const entries = Number(process.env.BENCH_ENTRIES ?? 1_000_000)
const killAt = Number(process.env.BENCH_KILL_AT ?? 0.4)
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 60)
const seconds = (ms: number) => (ms / 1000).toFixed(1)
const number = new Intl.NumberFormat('en-AU')

/** A loopback SMTP server that keeps only each message's Message-ID and recipient. */
async function countingSink() {
  const received: { messageId: string; to: string }[] = []
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8')
      })
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? ''
        for (const to of session.envelope.rcptTo) received.push({ messageId, to: to.address })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as { port: number }
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Runs a CLI of the site in one Node process (so SIGKILL stops it), its output shown as it comes. */
function cli(script: string, month: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, month], { cwd: webDir, env: { ...env, TSX_TSCONFIG_PATH: 'tsconfig.json' }, stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited }
}

/** A run killed once `count()` reaches `target`, then run again to the end. */
async function killedAndResumed(label: string, script: string, month: string, env: NodeJS.ProcessEnv, count: () => Promise<number>, target: number) {
  const started = performance.now()
  const first = cli(script, month, env)
  let ended = false
  void first.exited.then(() => (ended = true))
  let atKill = 0
  for (;;) {
    atKill = await count()
    if (atKill >= target || ended) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (ended) throw new Error(`${label}: the run ended before it was killed`)
  first.child.kill('SIGKILL')
  await first.exited
  const killedAfter = performance.now() - started
  const afterKill = await count()
  console.log(`${label}: killed after ${seconds(killedAfter)} s with ${number.format(afterKill)} done`)
  const resumed = performance.now()
  const second = cli(script, month, env)
  if ((await second.exited) !== 0) throw new Error(`${label}: the resumed run failed`)
  const resumedFor = performance.now() - resumed
  const total = performance.now() - started
  console.log(`${label}: resumed run ${seconds(resumedFor)} s; ${seconds(total)} s from the first start, counting the restart`)
  return { killedAfter, afterKill, resumedFor, total }
}

/**
 * Sends what the runs left in the outbox, as the worker would (a killed process's claims taken over
 * at once), for at most BENCH_DRAIN_SECONDS (60): the rate, not the whole queue, is what it measures.
 */
async function drainOutbox(payload: Awaited<ReturnType<typeof openPayload>>) {
  const { deliverDueEmails } = await import('../../cms/src/mail/outbox')
  const { retryPolicy } = await import('../../cms/src/mail/policy')
  const policy = retryPolicy()
  const started = performance.now()
  // The killed process's claims first, taken over at once (one call: a lease of 0 would also take
  // over the rows the calls below are sending), then four calls at a time as workers would.
  let sent = (await deliverDueEmails(payload, { limit: 50, policy: { ...policy, leaseSeconds: 0 } })).sent
  for (;;) {
    const batch = await Promise.all(Array.from({ length: 4 }, () => deliverDueEmails(payload, { limit: 50, policy })))
    sent += batch.reduce((sum, one) => sum + one.sent, 0)
    if (batch.every((one) => one.claimed === 0) || performance.now() - started > drainSeconds * 1000) break
  }
  return { sent, ms: performance.now() - started }
}

async function main() {
  const stack = await prepareEnv('development', { throwaway: true })
  const sink = await countingSink()
  const env = { ...stack.env, SMTP_URL: sink.url, DISABLE_PAYLOAD_HMR: 'true' }
  adopt(env)
  const payload = await openPayload()
  await migrate(payload)
  const { seed } = await import('@kindred/content-seed')
  await seed(payload, { log: () => {} })
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL })
  await db.connect()
  try {
    const now = new Date()
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7)
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; month ${month}`)

    let started = performance.now()
    await generateScaleProfiles(db, members)
    const ids = await scaleBusinessIds(db, 1, members)
    console.log(`${number.format(ids.length)} members and businesses in ${seconds(performance.now() - started)} s`)
    started = performance.now()
    const perBusiness = Math.max(1, Math.floor((entries - ids.length) / ids.length))
    const written = await seedBillingMonth(db, ids, month, perBusiness)
    await db.query('vacuum analyze ledger_entries')
    console.log(`${number.format(written)} ledger entries in ${seconds(performance.now() - started)} s`)

    // 1. Billing (BENCH_ONLY=report leaves it out).
    const only = process.env.BENCH_ONLY
    if (only !== 'report') {
      const invoiceCount = async () => Number((await db.query(`select count(*)::int as n from invoices where month = $1`, [month])).rows[0].n)
      await killedAndResumed('billing', 'src/money/billing-run.cli.ts', month, env, invoiceCount, Math.round(ids.length * killAt))
      const billingDrain = await drainOutbox(payload)
      const invoices = (await db.query(`select count(*)::int as n, count(distinct business_id)::int as businesses, count(distinct number)::int as numbers from invoices where month = $1`, [month]))
        .rows[0]
      const sequence = (await db.query(`select max(substring(number from 10)::int)::int as last, count(*)::int as n from invoices`)).rows[0]
      const statements = Number((await db.query(`select count(*)::int as n from statements where month = $1`, [month])).rows[0].n)
      const pending = Number((await db.query(`select count(*)::int as n from ledger_entries where status = 'pending'`)).rows[0].n)
      const billingMail = (
        await db.query(
          `select count(*)::int as rows, count(distinct ("to", kind))::int as pairs, count(*) filter (where status = 'sent')::int as sent from email_outbox where kind in ('invoice', 'statement')`,
        )
      ).rows[0]
      const billingIds = new Set(sink.received.map((mail) => mail.messageId))
      console.log(
        `billing: ${number.format(invoices.n)} invoices for ${number.format(invoices.businesses)} businesses (${number.format(invoices.numbers)} numbers, last ${sequence.last} of ${sequence.n}: ${sequence.last === sequence.n ? 'no gaps' : 'GAPS'}), ${number.format(statements)} statements, ${pending} entries left pending`,
      )
      console.log(
        `billing mail: ${number.format(billingMail.rows)} outbox rows, ${number.format(billingMail.pairs)} (member, kind) pairs, ${number.format(billingMail.sent)} sent; sink ${number.format(sink.received.length)} messages, ${number.format(billingIds.size)} Message-IDs; drain ${number.format(billingDrain.sent)} in ${seconds(billingDrain.ms)} s (${Math.round((billingDrain.sent * 1000) / billingDrain.ms)}/s)`,
      )
    }

    // 2. The monthly report.
    started = performance.now()
    const reportMembers = await seedReportMonth(db, ids, month)
    for (const table of ['proposals', 'offer_codes', 'code_daily_stats']) await db.query(`vacuum analyze ${table}`)
    console.log(`${number.format(ids.length / 2)} collaborations with a month of rollups for ${number.format(reportMembers.length)} members in ${seconds(performance.now() - started)} s`)
    const before = sink.received.length
    const reportCount = async () => Number((await db.query(`select count(*)::int as n from monthly_reports where month = $1`, [month])).rows[0].n)
    const report = await killedAndResumed('report', 'src/results/monthly-report-run.cli.ts', month, env, reportCount, Math.round(reportMembers.length * killAt))
    const reportDrain = await drainOutbox(payload)
    const reports = (await db.query(`select count(*)::int as n, count(distinct member_id)::int as members from monthly_reports where month = $1`, [month])).rows[0]
    const reportMail = (
      await db.query(`select count(*)::int as rows, count(distinct "to")::int as members, count(*) filter (where status = 'sent')::int as sent from email_outbox where kind = 'monthly-report'`)
    ).rows[0]
    const reportReceived = sink.received.slice(before)
    const perMember = new Map<string, Set<string>>()
    for (const mail of reportReceived) perMember.set(mail.to, (perMember.get(mail.to) ?? new Set()).add(mail.messageId))
    const moreThanOne = [...perMember.values()].filter((set) => set.size > 1).length
    console.log(
      `report: ${number.format(reports.n)} report rows for ${number.format(reports.members)} members; outbox ${number.format(reportMail.rows)} rows to ${number.format(reportMail.members)} members, ${number.format(reportMail.sent)} sent`,
    )
    console.log(
      `report mail: sink ${number.format(reportReceived.length)} messages to ${number.format(perMember.size)} members, ${moreThanOne} members with more than one report; drain ${number.format(reportDrain.sent)} in ${seconds(reportDrain.ms)} s (${Math.round((reportDrain.sent * 1000) / reportDrain.ms)}/s)`,
    )

    console.log(
      `\n| monthly report | killed after ${seconds(report.killedAfter)} s | ${number.format(report.afterKill)} at kill | resumed ${seconds(report.resumedFor)} s | total ${seconds(report.total)} s |`,
    )
  } finally {
    await db.end()
    await closePayload(payload)
    await sink.stop()
    await stack.database.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
