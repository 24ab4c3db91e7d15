// Every email has a text and an HTML part that say the same thing: emails written as text get their
// HTML when sent, and the staff password reset is written from the `emails` global like the
// members' (both parts, through the outbox) instead of Payload's stock HTML-only email.
import config from '@kindred/cms/config'
import { enqueueEmail, deliverEmail } from '@kindred/cms/mail'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { clearedBody } from '../../../cms/src/mail/policy'
import { smtpSink, type SmtpSink } from '../../support/smtp-sink'
import { createStaff, testPayload } from '../../support/payload'
import { clientAddress } from '../../support/rest'
import { sql } from '../contact/support'

let payload: Payload
let sink: SmtpSink
const previousSmtp = process.env.SMTP_URL

beforeAll(async () => {
  payload = await testPayload()
  sink = await smtpSink()
  await sink.start()
  process.env.SMTP_URL = sink.url
})

afterAll(async () => {
  if (previousSmtp === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = previousSmtp
  await sink.stop()
})

/** The first email the sink got for `to`, once it has arrived (some leave after the answer). */
const received = (to: string) =>
  vi.waitFor(
    () => {
      const mail = sink.to(to)[0]
      if (!mail) throw new Error(`no email to ${to}`)
      return mail
    },
    { timeout: 30_000, interval: 100 },
  )

describe('an email written as text', () => {
  it('goes out with an HTML part of the same words, names escaped and links clickable', async () => {
    const to = `parts-${Date.now()}@example.com`
    const text = 'Hi Zoë & <b>Bob</b>,\n\nA&B Co proposes a collaboration.\n\nAccept or decline it here: http://localhost:3000/dashboard/collaborations#proposal-4'
    const id = await enqueueEmail(payload, { kind: 'proposal-received', to, subject: 'A&B Co proposes a collaboration', text })
    expect(await deliverEmail(payload, id)).toBe(true)
    const mail = await received(to)
    expect(mail.text?.trim()).toBe(text)
    expect(mail.html).toContain('Hi Zoë &#38; &#60;b&#62;Bob&#60;/b&#62;,')
    expect(mail.html).toContain('<a href="http://localhost:3000/dashboard/collaborations#proposal-4"')
  })
})

describe('a staff password reset', () => {
  const forgot = (email: string) =>
    handleEndpoints({
      config,
      request: new Request('http://localhost:3001/api/staff/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...clientAddress() },
        body: JSON.stringify({ email }),
      }),
    })

  it('is written from the emails global with both parts, and its link resets the password once', async () => {
    const staff = await createStaff(payload, 'support')
    expect((await forgot(staff.email)).status).toBe(200)
    const mail = await received(staff.email)
    expect(mail.subject).toMatch(/Reset your .+ admin password/)
    expect(mail.text).toContain(`Hi ${staff.name},`)
    const link = mail.text!.match(/https?:\/\/\S+\/admin\/reset\/(\S+)/)
    expect(link).not.toBeNull()
    expect(link![0].startsWith(`${payload.config.serverURL}/admin/reset/`)).toBe(true)
    expect(mail.html).toContain(`href="${link![0]}"`)
    expect(mail.html).toContain('Reset your admin password')

    const reset = (token: string) =>
      handleEndpoints({
        config,
        request: new Request('http://localhost:3001/api/staff/reset-password', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password: 'a brand new passphrase' }),
        }),
      })
    expect((await reset(decodeURIComponent(link![1]!))).status).toBe(200)
    expect((await reset(decodeURIComponent(link![1]!))).status).toBeGreaterThanOrEqual(400)
    // The link was a credential: once sent, the stored copy is gone.
    const { rows } = await sql(payload).query(`select kind, text, html from email_outbox where "to" = $1`, [staff.email])
    expect(rows).toEqual([{ kind: 'staff-reset-password', text: clearedBody, html: null }])
  })

  it('sends nothing when a Local API caller asks for no email (to send its own)', async () => {
    const staff = await createStaff(payload, 'editor')
    const token = await payload.forgotPassword({ collection: 'staff', data: { email: staff.email }, disableEmail: true })
    expect(typeof token).toBe('string')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { rows } = await sql(payload).query(`select id from email_outbox where "to" = $1`, [staff.email])
    expect(rows).toEqual([])
  })

  it('sends nothing to an address that is not staff', async () => {
    const nobody = `not-staff-${Date.now()}@example.com`
    expect((await forgot(nobody)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(sink.to(nobody)).toHaveLength(0)
    const { rows } = await sql(payload).query(`select id from email_outbox where "to" = $1`, [nobody])
    expect(rows).toEqual([])
  })
})
