import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../access'

/**
 * Every email the product sends is first written here, in the same step as the thing it is about
 * (a contact message, a registration), then delivered; failed deliveries are retried
 * (see ../mail/outbox.ts). Bodies can hold single-use links, so only admins may look, and
 * the bodies are hidden even from them.
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
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'claimedAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
    { name: 'lastError', type: 'text', maxLength: 1000 },
    { name: 'ref', type: 'text', index: true, maxLength: 120, admin: { description: 'What the email is about, e.g. contact-messages:12.' } },
  ],
}
