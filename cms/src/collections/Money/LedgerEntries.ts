import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'
import { momentDate } from '../../fields/dates'

/**
 * What businesses owe each other and Kindred (decision 0107), written only by the site's ledger
 * (web/src/server/ledger.server.ts). Append-only: an entry is never edited or deleted, only voided
 * (a trigger of migration ledger_rules keeps its amount and parties as written); a correction is a
 * new `adjustment` entry. Amounts are integer cents; one entry per source and kind, so a retry
 * never writes twice. Money is admins' business alone: editors and support see none of it.
 */
export const LedgerEntries: CollectionConfig = {
  slug: 'ledger-entries',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Money',
    useAsTitle: 'source',
    defaultColumns: ['kind', 'amount', 'payer', 'payee', 'status', 'createdAt'],
    description: 'Written by the site as sales are recorded and agreements fixed. Amounts are in cents. Corrections are new entries.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'collaboration', type: 'relationship', relationTo: 'proposals', index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['commission', 'placement-fee', 'platform-commission', 'subscription', 'proration', 'adjustment'],
    },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Cents.' } },
    { name: 'currency', type: 'select', required: true, defaultValue: 'AUD', options: ['AUD'] },
    // A side is a business, or Kindred itself (no business, the flag set).
    { name: 'payer', type: 'relationship', relationTo: 'business-profiles', index: true },
    { name: 'payerIsKindred', type: 'checkbox', defaultValue: false },
    { name: 'payee', type: 'relationship', relationTo: 'business-profiles', index: true },
    { name: 'payeeIsKindred', type: 'checkbox', defaultValue: false },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: ['pending', 'invoiced', 'paid', 'confirmed', 'disputed', 'void'] },
    { name: 'source', type: 'text', required: true, maxLength: 80, admin: { description: 'What made the entry, e.g. redemption:123 (one entry per source and kind).' } },
    { name: 'statementId', type: 'number' },
    { name: 'invoiceNumber', type: 'text', maxLength: 40 },
    { name: 'createdAt', type: 'date', index: true, admin: { date: momentDate, hidden: true } },
  ],
}
