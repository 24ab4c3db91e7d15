import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldAdminsOnly, fieldNobody, nobody, supportDesk } from '../../access'
import { dayDate, momentDate } from '../../fields/dates'

/** Written by the site alone: staff see every field, and only an admin may set `disabledAt`. */
const siteOwned = { create: fieldNobody, update: fieldNobody }

/**
 * Offer codes of a collaboration (an accepted proposal, decision 0102): the redeemer honours the code,
 * the promoter hands it out. Created by members on the site; support reads them, an admin may
 * disable one (for good: a code is never deleted, so it is never reused). Codes are stored in
 * capitals and the migration checks it, so the unique index is unique ignoring case.
 */
export const OfferCodes: CollectionConfig = {
  slug: 'offer-codes',
  access: { read: supportDesk, create: nobody, update: adminsOnly, delete: nobody },
  admin: {
    useAsTitle: 'code',
    group: 'Results',
    defaultColumns: ['code', 'redeemer', 'promoter', 'offerText', 'uses', 'disabledAt', 'createdAt'],
    listSearchableFields: ['code', 'offerText'],
    description: 'Created by members on the site. An admin may disable a code for good by setting “Disabled at”.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, maxLength: 16, access: siteOwned },
    { name: 'collaboration', type: 'relationship', relationTo: 'proposals', required: true, index: true, access: siteOwned },
    { name: 'redeemer', type: 'relationship', relationTo: 'business-profiles', index: true, access: siteOwned, admin: { description: 'Honours the code.' } },
    { name: 'promoter', type: 'relationship', relationTo: 'business-profiles', index: true, access: siteOwned, admin: { description: 'Hands the code out.' } },
    { name: 'offerText', type: 'text', required: true, maxLength: 140, access: siteOwned },
    { name: 'destination', type: 'text', required: true, maxLength: 2048, access: siteOwned },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', access: siteOwned, admin: { date: dayDate } },
        { name: 'validUntil', type: 'date', access: siteOwned, admin: { date: dayDate } },
        { name: 'maxUses', type: 'number', min: 1, max: 1_000_000, access: siteOwned },
        { name: 'uses', type: 'number', required: true, defaultValue: 0, access: siteOwned, admin: { description: 'Redemptions not voided.' } },
      ],
    },
    { name: 'disabledAt', type: 'date', access: { create: fieldNobody, update: fieldAdminsOnly }, admin: { date: momentDate, position: 'sidebar' } },
    { name: 'createdAt', type: 'date', index: true, label: 'Created', admin: { date: momentDate, disableBulkEdit: true, hidden: true } },
  ],
}
