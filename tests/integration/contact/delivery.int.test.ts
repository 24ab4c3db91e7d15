// The notification path when SMTP is down: the message is stored once, the email waits in the
// outbox, and a later retry (against a real local SMTP sink) sends exactly one email.
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { settleDeliveries } from '~/server/mail.server'

import { deliverDueEmails } from '../../../cms/src/mail/outbox'
import { testPayload } from '../../support/payload'
import { smtpSink, type SmtpSink } from '../../support/smtp-sink'
import { countMessages, ensureSiteSettings, postContact, sql } from './support'

let payload: Payload
let sink: SmtpSink
const previousSmtp = process.env.SMTP_URL

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
  sink = await smtpSink() // not started yet: SMTP "down"
  process.env.SMTP_URL = sink.url
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await sink.stop()
})

it('stores exactly one message while SMTP is down, and a later retry sends exactly one email', async () => {
  const email = `smtp-down-${Date.now()}@bakery.test`
  const response = await postContact({ name: 'Down Time', email, message: 'Is anyone there?' })
  expect(response.status).toBe(201)
  await settleDeliveries()

  expect(await countMessages(payload, email)).toBe(1)
  const outbox = () => sql(payload).query(`select id, status, attempts::int as attempts from email_outbox where reply_to = $1`, [email])
  const failed = (await outbox()).rows
  expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })])

  // SMTP is back. The back-off would wait 30 s; make the email due a second ago instead (not `now()`:
  // the column rounds to milliseconds, which can put it just after the claim's `now()`).
  await sink.start()
  await sql(payload).query(`update email_outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [failed[0]!.id])
  await deliverDueEmails(payload)
  await deliverDueEmails(payload) // a second pass (another process, a timer) must not send it again

  const mine = sink.received.filter((mail) => mail.replyTo?.text.includes(email))
  expect(mine).toHaveLength(1)
  expect(mine[0]!.subject).toBe('New contact message from Down Time')
  expect(mine[0]!.text).toContain('Is anyone there?')
  expect((await outbox()).rows).toEqual([expect.objectContaining({ status: 'sent' })])
  expect(await countMessages(payload, email)).toBe(1)
})
