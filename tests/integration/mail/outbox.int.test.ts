// The outbox against a real SMTP sink: concurrent claims send each row once, failures back off
// per row and stop at the limit, a resend carries the same Message-ID, a dead process's claim is
// taken over, and bodies with single-use links are cleared once they are no longer needed.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { deliverDueEmails, deliverEmail, enqueueEmail, type OutgoingEmail } from '../../../cms/src/mail/outbox'
import { outboxMessageId } from '../../../cms/src/mail/message-id'
import { clearedBody, type RetryPolicy } from '../../../cms/src/mail/policy'
import { mailFrom } from '../../../cms/src/mail/transport'
import { freePort, smtpSink, type SmtpSink } from '../../support/smtp-sink'
import { testPayload } from '../../support/payload'
import { sql } from '../contact/support'

let payload: Payload
let sink: SmtpSink
const previousSmtp = process.env.SMTP_URL
const policy: RetryPolicy = { baseSeconds: 1, maxSeconds: 4, maxAttempts: 3, leaseSeconds: 300 }
let counter = 0
const address = () => `outbox-${Date.now()}-${++counter}@outbox.test`
const link = 'http://localhost:3000/verify-email?token=abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst'

const email = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  kind: 'test-note',
  to: address(),
  subject: 'A note',
  text: 'Plain words, nothing secret.',
  html: '<p>Plain words</p>',
  ...overrides,
})

async function row(id: number) {
  const { rows } = await sql(payload).query(
    `select status, attempts::int as attempts, text, html, last_error, next_attempt_at, created_at,
            extract(epoch from next_attempt_at - updated_at)::float8 as delay from email_outbox where id = $1`,
    [id],
  )
  return rows[0]!
}
// A second back: the column keeps milliseconds and rounds, so `now()` stored there can lie up to
// half a millisecond after the `now()` of a claim that follows at once (2% of tries here).
const makeDue = (id: number) => sql(payload).query(`update email_outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [id])

beforeAll(async () => {
  payload = await testPayload()
  sink = await smtpSink()
  await sink.start()
})

beforeEach(() => {
  process.env.SMTP_URL = sink.url
  sink.failAfterData = false
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await sink.stop()
})

describe('claiming', () => {
  it('sends each of 25 emails exactly once with four deliverers running at once', async () => {
    const ids = []
    for (let i = 0; i < 25; i++) ids.push(await enqueueEmail(payload, email({ subject: `Batch ${i}` })))
    const drain = async () => {
      while ((await deliverDueEmails(payload, { limit: 3, policy })).claimed > 0);
    }
    await Promise.all([drain(), drain(), drain(), drain(), ...ids.map((id) => deliverEmail(payload, id, policy))])

    for (const id of ids) {
      const { status, attempts, created_at } = await row(id)
      expect({ status, attempts }).toEqual({ status: 'sent', attempts: 1 })
      expect(sink.countByMessageId(outboxMessageId(id, created_at as Date, mailFrom()))).toBe(1)
    }
  })

  it('takes over a row whose sender stopped mid-send once the lease has passed, not before', async () => {
    const to = address()
    const id = await enqueueEmail(payload, email({ to }))
    await sql(payload).query(`update email_outbox set status = 'sending', attempts = 1, claimed_at = now() - interval '1 minute' where id = $1`, [id])
    expect(await deliverEmail(payload, id, policy)).toBe(false)
    await sql(payload).query(`update email_outbox set claimed_at = now() - interval '6 minutes' where id = $1`, [id])
    expect(await deliverEmail(payload, id, policy)).toBe(true)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(sink.to(to)).toHaveLength(1)
  })
})

describe('failures', () => {
  it('backs off per row (1 s, then 2 s), gives up after the last attempt and clears a single-use body', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}` // nobody listens there
    const id = await enqueueEmail(payload, email({ kind: 'verify-email', text: `Verify: ${link}`, html: `<a href="${link}">Verify</a>` }))

    expect(await deliverEmail(payload, id, policy)).toBe(false)
    const first = await row(id)
    expect(first).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) })
    expect(first.delay).toBeCloseTo(1, 1)
    expect(await deliverEmail(payload, id, policy)).toBe(false) // not due yet: nothing is claimed
    expect((await row(id)).attempts).toBe(1)

    await makeDue(id)
    expect(await deliverEmail(payload, id, policy)).toBe(false)
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 })
    expect((await row(id)).delay).toBeCloseTo(2, 1)
    expect((await row(id)).text).toContain(link)

    await makeDue(id)
    expect(await deliverEmail(payload, id, policy)).toBe(false)
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null, text: clearedBody, html: null })
    await makeDue(id)
    expect(await deliverEmail(payload, id, policy)).toBe(false)
    expect((await row(id)).attempts).toBe(3)
  })

  it('resends after an ambiguous failure with the same Message-ID, so the receiver sees one message twice', async () => {
    const to = address()
    const id = await enqueueEmail(payload, email({ to }))
    sink.failAfterData = true
    expect(await deliverEmail(payload, id, policy)).toBe(false)
    sink.failAfterData = false
    await makeDue(id)
    expect(await deliverEmail(payload, id, policy)).toBe(true)

    const expected = outboxMessageId(id, (await row(id)).created_at as Date, mailFrom())
    expect(expected).toMatch(new RegExp(`^<outbox-${id}\\.[0-9a-f]{16}@kindred\\.com\\.au>$`))
    expect(sink.to(to).map((mail) => mail.messageId)).toEqual([expected, expected])
  })
})

describe('bodies', () => {
  it('clears a body with a single-use link once sent and keeps any other', async () => {
    const secret = await enqueueEmail(payload, email({ kind: 'reset-password', text: `Reset: ${link}`, html: `<a href="${link}">Reset</a>` }))
    const tokenInText = await enqueueEmail(payload, email({ kind: 'proposal', text: `Open ${link}` }))
    const plain = await enqueueEmail(payload, email())
    for (const id of [secret, tokenInText, plain]) expect(await deliverEmail(payload, id, policy)).toBe(true)

    expect(await row(secret)).toMatchObject({ status: 'sent', text: clearedBody, html: null })
    expect(await row(tokenInText)).toMatchObject({ status: 'sent', text: clearedBody, html: null })
    expect(await row(plain)).toMatchObject({ status: 'sent', text: 'Plain words, nothing secret.', html: '<p>Plain words</p>' })
    expect(sink.received.some((mail) => mail.text?.includes(link))).toBe(true) // the recipient got the link
  })
})
