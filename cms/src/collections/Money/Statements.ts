import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, supportDesk } from '../../access'
import { momentDate } from '../../fields/dates'

/**
 * What two businesses owe each other for a month (decision 0109), netted from their `commission` and
 * `placement-fee` ledger entries: the payer owes the payee `amount` cents. Written by the site's
 * monthly billing run; the members move it `issued` → `paid` → `confirmed`, or either disputes it
 * within 14 days of issue. Support reads them to look into a dispute; an admin resolves one here
 * (sets the status and writes the resolution).
 */
export const Statements: CollectionConfig = {
  slug: 'statements',
  access: { read: supportDesk, create: nobody, update: adminsOnly, delete: nobody },
  admin: {
    group: 'Money',
    defaultColumns: ['id', 'month', 'payer', 'payee', 'amount', 'status', 'issuedAt'],
    description: 'Issued by the site on the first day of each month (Melbourne). Resolve a dispute by setting the status and writing the resolution.',
  },
  defaultSort: '-issuedAt',
  fields: [
    { name: 'month', type: 'text', required: true, maxLength: 7, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'payer', type: 'relationship', relationTo: 'business-profiles', index: true, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'payee', type: 'relationship', relationTo: 'business-profiles', index: true, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'amount', type: 'number', required: true, access: { update: () => false }, admin: { readOnly: true, description: 'Cents the payer owes the payee (net).' } },
    { name: 'payerOwes', type: 'number', required: true, access: { update: () => false }, admin: { readOnly: true, description: 'Cents, before netting.' } },
    { name: 'payeeOwes', type: 'number', required: true, access: { update: () => false }, admin: { readOnly: true, description: 'Cents, before netting.' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'issued', index: true, options: ['issued', 'paid', 'confirmed', 'disputed'] },
    { name: 'issuedAt', type: 'date', required: true, index: true, access: { update: () => false }, admin: { readOnly: true, date: momentDate } },
    { name: 'paidAt', type: 'date', access: { update: () => false }, admin: { readOnly: true, date: momentDate } },
    { name: 'confirmedAt', type: 'date', access: { update: () => false }, admin: { readOnly: true, date: momentDate } },
    { name: 'disputedAt', type: 'date', access: { update: () => false }, admin: { readOnly: true, date: momentDate } },
    { name: 'disputeReason', type: 'textarea', maxLength: 1000, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'resolution', type: 'textarea', maxLength: 2000, admin: { description: 'How staff resolved a dispute: shown to nobody but staff.' } },
  ],
}
