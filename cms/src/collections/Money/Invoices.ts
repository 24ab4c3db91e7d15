import type { CollectionConfig } from 'payload'

import { nobody, supportDesk } from '../../access'
import { momentDate } from '../../fields/dates'

/**
 * Kindred's monthly invoice to one business (decision 0109): its subscription, prorations and the
 * platform commission of a month, in AUD cents with GST included. Written only by the site's
 * monthly billing run (web/src/server/invoices.server.ts), once per business and month, numbered
 * without gaps. An issued invoice is a tax document: nobody edits or deletes it here; a correction
 * is an `adjustment` on the ledger. Support reads invoices to answer a member's question.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  access: { read: supportDesk, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Money',
    useAsTitle: 'number',
    defaultColumns: ['number', 'business', 'month', 'total', 'gst', 'issuedAt'],
    description: 'Issued by the site on the first day of each month (Melbourne). Amounts are in cents and include GST.',
  },
  defaultSort: '-issuedAt',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, maxLength: 40 },
    { name: 'business', type: 'relationship', relationTo: 'business-profiles', index: true },
    { name: 'month', type: 'text', required: true, maxLength: 7, admin: { description: 'The month billed (YYYY-MM, Melbourne).' } },
    { name: 'total', type: 'number', required: true, admin: { description: 'Cents, GST included; negative is a credit.' } },
    { name: 'gst', type: 'number', required: true, admin: { description: 'Cents: the GST the total includes (one eleventh).' } },
    { name: 'currency', type: 'select', required: true, defaultValue: 'AUD', options: ['AUD'] },
    { name: 'lines', type: 'json', required: true, admin: { description: 'kind, amount (cents), ledger entry id, plan.' } },
    { name: 'issuedAt', type: 'date', required: true, index: true, admin: { date: momentDate } },
  ],
}
