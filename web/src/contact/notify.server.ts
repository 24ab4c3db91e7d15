// Storing a contact message and telling support about it, in an order that never loses or
// doubles anything (docs/decisions/0020-contact-delivery.md):
// 1. one transaction writes the message AND its notification to the outbox;
// 2. only after the commit is the email sent, outside the request (the sender does not wait on SMTP);
// 3. a failed send stays in the outbox and the outbox worker every site and CMS process runs from
//    start-up sends it later; the outbox's claim makes sure each email leaves at most once,
//    whichever process retries it (decision 0034).
import { deliverEmail, enqueueEmail } from '@kindred/cms/mail'
import { fill } from '@kindred/cms/template'
import type { Email } from '@kindred/cms/types'
import type { Payload, PayloadRequest } from 'payload'

import { emailsCopy } from '~/server/copy.server'
import { transaction } from '~/server/db.server'

import type { ContactMessage } from './contact.schema'

const cmsUrl = () => process.env.CMS_URL ?? 'http://localhost:3001'
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

async function supportAddress(payload: Payload, req: Partial<PayloadRequest>): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return settings.supportEmail || process.env.SUPPORT_EMAIL || null
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
  return transaction(async ({ payload, req }) => {
    const doc = await payload.create({ collection: 'contact-messages', data: { ...message, status: 'new' }, overrideAccess: true, depth: 0, req })
    const to = await supportAddress(payload, req)
    const emailId = to
      ? await enqueueEmail(
          payload,
          {
            kind: 'contact-notification',
            to,
            replyTo: message.email,
            subject: oneLine(fill(templates.contactNotification.subject, { name: oneLine(message.name).slice(0, 120) })),
            text: notificationText(doc.id, message, templates),
            ref: `contact-messages:${doc.id}`,
          },
          req,
        )
      : null
    if (!to) payload.logger.warn(`contact message ${doc.id}: no supportEmail in site settings, nobody notified`)
    return { id: doc.id, emailId }
  })
}

// Sends that are under way, so tests and shutdown can wait for them.
const inFlight = new Set<Promise<unknown>>()

/** Sends the notification in the background; a failure is left in the outbox for the worker. */
export function deliverInBackground(payload: Payload, emailId: number): void {
  const sending = deliverEmail(payload, emailId)
    .catch((error: unknown) => payload.logger.warn(`contact notification ${emailId}: ${String(error)}`))
    .finally(() => inFlight.delete(sending))
  inFlight.add(sending)
}

/** Resolves when every background send has finished. */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}
