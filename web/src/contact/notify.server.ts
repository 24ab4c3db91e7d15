// Storing a contact message and telling support about it, in an order that never loses or
// doubles anything (docs/decisions/0020-contact-delivery.md):
// 1. one transaction writes the message AND its notification to the outbox;
// 2. only after the commit is the email sent, outside the request (the sender does not wait on SMTP);
// 3. a failed send stays in the outbox and the outbox worker every site and CMS process runs from
//    start-up sends it later; the outbox's claim makes sure each email leaves at most once,
//    whichever process retries it (decision 0034).
import { contactTypeLabel } from '@kindred/cms/contact-options'
import { fill, oneLine, quoted } from '@kindred/cms/template'
import type { Email } from '@kindred/cms/types'
import type { Payload, PayloadRequest } from 'payload'

import { emailsCopy } from '~/server/copy.server'
import { transaction, type Tx } from '~/server/db.server'
import { enqueueEmail } from '~/server/mail.server'

import { cmsPublicUrl, serverEnv } from '~/server/env.server'

import type { ContactMessage } from './contact.schema'

async function supportAddress(payload: Payload, req: Partial<PayloadRequest>): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return settings.supportEmail || serverEnv().SUPPORT_EMAIL || null
}

/**
 * The notification's text from the CMS's template (the `emails` global). What the visitor sent is
 * quoted, labels and all: their words never pass for the email's own, and the HTML part shows their
 * addresses broken, never as links (mail/html.ts). The one link of ours is the admin's.
 */
function notificationText(id: number, message: ContactMessage, t: Email): string {
  const labels = t.contactFieldLabels
  // The address support opens, not the one the site reaches the CMS on inside the network.
  const link = `${cmsPublicUrl()}/admin/collections/contact-messages/${id}`
  const sent = [
    `${labels.name}: ${message.name}`,
    `${labels.email}: ${message.email}`,
    message.phone ? `${labels.phone}: ${message.phone}` : null,
    message.company ? `${labels.company}: ${message.company}` : null,
    message.type ? `${labels.type}: ${contactTypeLabel(message.type)}` : null,
    ...(message.message ? ['', message.message] : []),
  ]
  const lines = [
    t.contactNotification.intro,
    '',
    quoted(sent.filter((line) => line !== null).join('\n')),
    ...(message.message ? [] : ['', t.contactNotification.noMessage]),
    '',
    fill(t.contactNotification.adminLink, { link }),
  ]
  return lines.join('\n')
}

/** Namespace of the contact form's advisory locks (any constant other features do not use): "cont". */
const sameMessageLockSpace = 0x636f6e74

/** How long an identical message from the same address counts as the same one sent again. */
const sameMessageWindow = '10 minutes'

/**
 * The id of a message with exactly these fields from the same address in the last ten minutes: the
 * same message sent again (a double click where no script runs, a retry whose first try did arrive).
 * Two copies arriving together take turns on a lock of their own, so the second finds the first.
 */
async function sameMessageStored(tx: Tx, message: ContactMessage): Promise<number | null> {
  await tx.query(`select pg_advisory_xact_lock($1, hashtext($2))`, [sameMessageLockSpace, `${message.email}\n${message.message ?? ''}`])
  const { rows } = await tx.query(
    `select id from contact_messages
      where email = $1 and name = $2 and message is not distinct from $3 and phone is not distinct from $4
        and company is not distinct from $5 and type is not distinct from $6 and created_at > now() - $7::interval
      order by id desc limit 1`,
    [message.email, message.name, message.message ?? null, message.phone ?? null, message.company ?? null, message.type ?? null, sameMessageWindow],
  )
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * Stores the message, filed under `member` (the signed-in sender with a verified address, or none),
 * and queues its notification atomically; resolves only once both are committed.
 * The same message sent again within ten minutes is acknowledged and not stored twice (decision 0020).
 */
export async function storeContactMessage(message: ContactMessage, member: number | null = null): Promise<{ id: number; emailId: number | null }> {
  const templates = await emailsCopy()
  return transaction(async (tx) => {
    const again = await sameMessageStored(tx, message)
    if (again !== null) return { id: again, emailId: null }
    const { payload, req } = tx
    const doc = await payload.create({ collection: 'contact-messages', data: { ...message, member, status: 'new' }, overrideAccess: true, depth: 0, req })
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
