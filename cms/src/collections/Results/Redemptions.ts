import type { CollectionConfig } from 'payload'

import { nobody, supportDesk } from '../../access'
import { momentDate } from '../../fields/dates'

/**
 * Sales made with an offer code (decision 0102), recorded by the redeemer (the API, the counter page,
 * a file or its shop). Never edited: a mistaken sale is voided. One per code and order reference
 * (a partial unique index of the migration), so a repeated post is counted once.
 */
export const Redemptions: CollectionConfig = {
  slug: 'redemptions',
  access: { read: supportDesk, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'orderRef',
    group: 'Results',
    defaultColumns: ['code', 'amount', 'orderRef', 'channel', 'redeemedAt', 'recordedBy', 'voidedAt'],
    description: 'Recorded by the business that honours the code. Amounts are in cents.',
  },
  defaultSort: '-redeemedAt',
  fields: [
    { name: 'code', type: 'relationship', relationTo: 'offer-codes', required: true, index: true },
    { name: 'amount', type: 'number', required: true, min: 0, max: 100_000_000, admin: { description: 'Cents.' } },
    { name: 'currency', type: 'select', required: true, defaultValue: 'AUD', options: ['AUD'] },
    { name: 'orderRef', type: 'text', maxLength: 64 },
    { name: 'channel', type: 'select', options: ['till', 'online', 'phone'] },
    { name: 'redeemedAt', type: 'date', required: true, index: true, admin: { date: momentDate } },
    { name: 'recordedBy', type: 'select', required: true, options: ['member', 'counter', 'import', 'integration'] },
    { name: 'voidedAt', type: 'date', admin: { date: momentDate } },
  ],
}
