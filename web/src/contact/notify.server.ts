// Storing a contact message and telling support about it, in an order that never loses or
// doubles anything (docs/decisions/0020-contact-delivery.md):
// 1. one transaction writes the message AND its notification to the outbox;
// 2. only after the commit is the email sent, outside the request (the sender does not wait on SMTP);
// 3. a failed send stays in the outbox and the outbox worker every site and CMS process runs from
//    start-up sends it later; the outbox's claim makes sure each email leaves at most once,
//    whichever process retries it (decision 0034).
import { fill } from '@kindred/cms/template'
import type { Email } from '@kindred/cms/types'
import type { Payload, PayloadRequest } from 'payload'

import { emailsCopy } from '~/server/copy.server'
import { transaction } from '~/server/db.server'
import { enqueueEmail } from '~/server/mail.server'

import type { ContactMessage } from './contact.schema'
import { cmsUrl, serverEnv } from '~/server/env.server'

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

async function supportAddress(payload: Payload, req: Partial<PayloadRequest>): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return settings.supportEmail || serverEnv().SUPPORT_EMAIL || null
}

/** The notification's text from the CMS's template (the `emails` global). */
function notificationText(id: number, message: ContactMessage, t: Email): string {
  const labels = t.contactFieldLabels
  const link = `${cmsUrl()}/admin/collections/contact-messages/${id}`
  const lines = [
    t.contactNotification.intro,
    '',
    `${labels.name}: ${message.name}`,
    `${labels.email}: ${message.email}`,
    message.phone ? `${labels.phone}: ${message.phone}` : null,
    message.company ? `${labels.company}: ${message.company}` : null,
    message.type ? `${labels.type}: ${message.type}` : null,
    '',
    message.message ?? t.contactNotification.noMessage,
    '',
    fill(t.contactNotification.adminLink, { link }),
  ]
  return lines.filter((line) => line !== null).join('\n')
}

/** Stores the message and queues its notification atomically; resolves only once both are committed. */
export async function storeContactMessage(message: ContactMessage): Promise<{ id: number; emailId: number | null }> {
  const templates = await emailsCopy()
  return transaction(async (tx) => {
    const { payload, req } = tx
    const doc = await payload.create({ collection: 'contact-messages', data: { ...message, status: 'new' }, overrideAccess: true, depth: 0, req })
    const to = await supportAddress(payload, req)
    const emailId = to
      ? await enqueueEmail(tx, {
          kind: 'contact-notification',
          to,
          replyTo: message.email,
          subject: oneLine(fill(templates.contactNotification.subject, { name: oneLine(message.name).slice(0, 120) })),
          text: notificationText(doc.id, message, templates),
          ref: `contact-messages:${doc.id}`,
        })
      : null
    if (!to) payload.logger.warn(`contact message ${doc.id}: no supportEmail in site settings, nobody notified`)
    return { id: doc.id, emailId }
  })
}
