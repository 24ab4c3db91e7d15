import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'
import { computeMessageId } from './hooks/messageId'
import { momentDate } from '../../fields/dates'

/**
 * Every email the product sends is first written here, in the same step as the thing it is about
 * (a contact message, a registration), then delivered; every site and CMS process runs a worker
 * that retries failures with back-off (see ../../mail/outbox.ts, decision 0034). Bodies are hidden
 * even from admins, and a body with a single-use link is cleared once it has been sent.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { useAsTitle: 'subject', defaultColumns: ['kind', 'to', 'subject', 'status', 'attempts', 'createdAt'], group: 'Support' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'kind', type: 'text', required: true, index: true, maxLength: 60 },
    { name: 'to', type: 'text', required: true, maxLength: 320 },
    { name: 'replyTo', type: 'text', maxLength: 320 },
    { name: 'subject', type: 'text', required: true, maxLength: 300 },
    { name: 'text', type: 'textarea', required: true, hidden: true },
    { name: 'html', type: 'textarea', hidden: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: ['pending', 'sending', 'sent', 'failed'] },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true, admin: { date: momentDate, description: 'Empty on a failed email: no further attempt (the limit was reached).' } },
    { name: 'claimedAt', type: 'date', admin: { date: momentDate } },
    { name: 'sentAt', type: 'date', admin: { date: momentDate } },
    { name: 'lastError', type: 'text', maxLength: 1000 },
    { name: 'ref', type: 'text', index: true, maxLength: 120, admin: { description: 'What the email is about, e.g. contact-messages:12.' } },
    {
      name: 'unsubscribeUrl',
      type: 'text',
      maxLength: 2000,
      admin: { readOnly: true, description: 'The one-click unsubscribe link of the email (List-Unsubscribe), when it is about something the recipient can turn off.' },
    },
    {
      name: 'threadReferences',
      type: 'text',
      maxLength: 4000,
      admin: { readOnly: true, description: 'The Message-IDs of the earlier emails of the same conversation, oldest first: its References header; the last is In-Reply-To.' },
    },
    // Derived from id and creation time, no column (see ../../mail/message-id.ts).
    {
      name: 'messageId',
      type: 'text',
      virtual: true,
      hooks: { afterRead: [computeMessageId] },
      admin: { readOnly: true, disableListFilter: true, description: 'The Message-ID header of every attempt.' },
    },
  ],
}
