// The notification path when SMTP is down: the message is stored once, the email waits in the
// outbox, and a later retry (against a real local SMTP sink) sends exactly one email.
import { createServer as createNetServer } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { settleDeliveries } from '~/contact/notify.server'

import { deliverDueEmails } from '../../../cms/src/mail/outbox'
import { testPayload } from '../../support/payload'
import { countMessages, ensureSiteSettings, postContact, sql } from './support'

let payload: Payload
let port: number
let sink: SMTPServer | undefined
const received: ParsedMail[] = []
const previousSmtp = process.env.SMTP_URL

/** A port nobody listens on (yet): SMTP "down". The sink is started on the same port later. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function startSink(): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback)
    },
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
  port = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()))
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

  // SMTP is back. The back-off would wait 30 s; make the email due now instead of waiting.
  sink = await startSink()
  await sql(payload).query(`update email_outbox set next_attempt_at = now() where id = $1`, [failed[0]!.id])
  await deliverDueEmails(payload)
  await deliverDueEmails(payload) // a second pass (another process, a timer) must not send it again

  const mine = received.filter((mail) => mail.replyTo?.text.includes(email))
  expect(mine).toHaveLength(1)
  expect(mine[0]!.subject).toBe('New contact message from Down Time')
  expect(mine[0]!.text).toContain('Is anyone there?')
  expect((await outbox()).rows).toEqual([expect.objectContaining({ status: 'sent' })])
  expect(await countMessages(payload, email)).toBe(1)
})
