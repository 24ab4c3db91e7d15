import type { CollectionConfig } from 'payload'

import { nobody, supportDesk } from '../../access'

/**
 * Each code's figures for one Melbourne day, kept current by the statement that counts a click and
 * the transaction that records or voids a sale. Results read only these rows, so their cost grows
 * with codes and days, never with clicks or sales. One row per code and day (the migration's index).
 */
export const CodeDailyStats: CollectionConfig = {
  slug: 'code-daily-stats',
  access: { read: supportDesk, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Results', useAsTitle: 'day', defaultColumns: ['code', 'day', 'clicks', 'qrScans', 'redemptions', 'revenue'], description: 'Daily figures per code. Revenue is in cents.' },
  defaultSort: '-day',
  timestamps: false,
  fields: [
    { name: 'code', type: 'relationship', relationTo: 'offer-codes', required: true },
    // Indexed alone too: the monthly report finds the month's active codes by a range of days.
    { name: 'day', type: 'text', required: true, maxLength: 10, index: true, admin: { description: 'YYYY-MM-DD, Australia/Melbourne.' } },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
    { name: 'qrScans', type: 'number', required: true, defaultValue: 0 },
    { name: 'redemptions', type: 'number', required: true, defaultValue: 0 },
    { name: 'revenue', type: 'number', required: true, defaultValue: 0, admin: { description: 'Cents.' } },
  ],
}
