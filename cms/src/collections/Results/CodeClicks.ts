import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'

/**
 * One counted visit of a code's link: a visitor (a daily salted hash, never an address or user
 * agent) on a Melbourne day. Unique per code, day and visitor, so a visit is counted once; the
 * results read the daily rollups (code-daily-stats), never these rows. Hidden from the admin menu.
 */
export const CodeClicks: CollectionConfig = {
  slug: 'code-clicks',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { hidden: true, group: 'Results', useAsTitle: 'day' },
  // The day is its time; one index (the migration's unique one) is all a click writes.
  timestamps: false,
  fields: [
    { name: 'code', type: 'relationship', relationTo: 'offer-codes', required: true },
    { name: 'day', type: 'text', required: true, maxLength: 10, admin: { description: 'YYYY-MM-DD, Australia/Melbourne.' } },
    { name: 'visitor', type: 'text', required: true, maxLength: 32 },
    { name: 'qr', type: 'checkbox', required: true, defaultValue: false },
  ],
}
