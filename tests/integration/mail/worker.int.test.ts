// Email delivery resumes on its own: with the SMTP server down for a while (two minutes in
// `pnpm test:nightly`, TEST_SMTP_OUTAGE_SECONDS; one minute by default), a verification
// email and a password-reset email are queued through the real register and forgot-password
// handlers; no contact message is ever posted. Two outbox workers, started the way the site's
// server start-up starts them (only faster), deliver each email exactly once after the server is
// back. The sink counts messages by Message-ID.
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { forgotPassword, verifyEmail } from '~/auth/handlers/email.server'
import { register } from '~/auth/handlers/register.server'
import { startMailWorker } from '~/server/mail.server'

import { outboxMessageId } from '../../../cms/src/mail/message-id'
import { clearedBody } from '../../../cms/src/mail/policy'
import { mailFrom } from '../../../cms/src/mail/transport'
import { smtpSink, type SmtpSink } from '../../support/smtp-sink'
import { testPayload } from '../../support/payload'
import { call, tokenFromLink, uniqueEmail, validRegistration } from '../auth/support'
import { sql } from '../contact/support'

const downForMs = Number(process.env.TEST_SMTP_OUTAGE_SECONDS ?? 60) * 1000
// Seconds instead of minutes: a pass every half second, back-off of 1 s doubling to at most 4 s.
const fast = { intervalMs: 500, batchSize: 10, policy: { baseSeconds: 1, maxSeconds: 4, maxAttempts: 1000, leaseSeconds: 300 } }

let payload: Payload
let sink: SmtpSink
const previousSmtp = process.env.SMTP_URL
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  payload = await testPayload()
  sink = await smtpSink() // not started: its port refuses connections
  process.env.SMTP_URL = sink.url
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await sink.stop()
})

type OutboxRow = { id: number; kind: string; status: string; attempts: number; text: string; html: string | null; created_at: Date }
async function outboxTo(to: string): Promise<OutboxRow[]> {
  const { rows } = await sql(payload).query(`select id, kind, status, attempts::int as attempts, text, html, created_at from email_outbox where "to" = $1 order by id`, [to])
  return rows as OutboxRow[]
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

const contactMessages = async () => Number((await sql(payload).query('select count(*)::int as n from contact_messages')).rows[0]!.n)

it(`delivers queued account emails exactly once after a ${downForMs / 1000} s SMTP outage, with no contact post`, { timeout: downForMs + 90_000 }, async () => {
  const contactBefore = await contactMessages()
  // The server has started (and with it the workers) while the SMTP server is down.
  const workers = [startMailWorker(fast), startMailWorker(fast)]
  try {
    const email = uniqueEmail('outage')
    expect((await call(register, { body: validRegistration(email) })).status).toBe(201)
    expect((await call(forgotPassword, { body: { email } })).status).toBe(202)
    // Each was tried at once and failed (the reset email goes out just after the answer).
    const queued = await waitFor(
      'both first attempts',
      async () => {
        const rows = await outboxTo(email)
        return rows.length === 2 && rows.every((row) => row.status === 'failed') ? rows : undefined
      },
      10_000,
    )
    const down = Date.now()
    expect(queued.map((row) => row.kind)).toEqual(['verify-email', 'reset-password'])

    await sleep(downForMs - (Date.now() - down))
    const whileDown = await outboxTo(email)
    expect(whileDown.every((row) => row.status === 'failed')).toBe(true)
    // Retried all along: the first retry comes 30 s after the failed send (the site's policy), then the
    // workers back off to 4 s: over ten attempts each in two minutes, over three in one.
    expect(Math.min(...whileDown.map((row) => row.attempts))).toBeGreaterThan(Math.floor((downForMs - 30_000) / 9_000))
    expect(sink.received).toHaveLength(0)

    await sink.start()
    const back = Date.now()
    await waitFor('delivery', async () => ((await outboxTo(email)).every((row) => row.status === 'sent') ? true : undefined), 20_000)
    const recoveredInMs = Date.now() - back
    await sleep(3_000) // a dozen more passes of both workers: nothing may go out again
    console.info(`[test] delivered ${recoveredInMs} ms after the SMTP server came back`)
    expect(recoveredInMs).toBeLessThan(6_000)
    await expectDeliveredOnce(email)
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()))
  }
  expect(await contactMessages()).toBe(contactBefore)
})

async function expectDeliveredOnce(email: string): Promise<void> {
  const rows = await outboxTo(email)
  const delivered = sink.to(email)
  expect(delivered).toHaveLength(2)
  for (const row of rows) {
    expect(sink.countByMessageId(outboxMessageId(row.id, row.created_at, mailFrom()))).toBe(1)
    expect(row).toMatchObject({ status: 'sent', text: clearedBody, html: null })
  }
  expect(delivered.map((mail) => mail.subject).sort()).toEqual(['Reset your Kindred password', 'Verify your email address for Kindred'])
  // What arrived is the real email: its link verifies the address.
  const verification = delivered.find((mail) => mail.subject?.startsWith('Verify'))!
  const link = verification.text?.match(/https?:\/\/\S+/)?.[0] ?? null
  expect((await call(verifyEmail, { body: { token: tokenFromLink(link) } })).status).toBe(200)
}
