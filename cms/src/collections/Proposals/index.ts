import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody, supportDesk } from '../../access'
import { channelOptions, modelOptions, offerOptions, proposalStatusOptions } from '../../fields/partnerOptions'
import { dayDate, momentDate } from '../../fields/dates'
import { nameProposal } from './hooks/nameProposal'

/**
 * Collaboration proposals between two business profiles (decision 0041). Created and answered only
 * by the site's partners API, which enforces who may do what; the desk reads them in the admin.
 */
export const Proposals: CollectionConfig = {
  slug: 'proposals',
  access: { read: supportDesk, create: nobody, update: nobody, delete: adminsOnly },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'channel', 'offer', 'model', 'createdAt'],
    // Either business's name, current or (once it has left) as it left: the virtual names resolve
    // to the profiles' own name column, so a search is a join, not a scan of stored copies.
    listSearchableFields: ['fromBusiness', 'toBusiness', 'fromName', 'toName'],
    group: 'Partners',
    description: 'Answered by members on the site. A business profile lists all of one business’s proposals, sent and received.',
  },
  defaultSort: '-createdAt',
  // What the title is made of, kept in every read however narrow its select (a relationship picker
  // asks for the title alone).
  forceSelect: { fromBusiness: true, toBusiness: true, fromName: true, toName: true },
  fields: [
    // "Fitzroy Beans → Collingwood Books", written by the nameProposal hook on every read and stored
    // nowhere (docs/decisions/0089). Payload takes as a title only a stored field or a virtual one
    // linked to a relationship: linking it to the sender's name makes it a valid title, and a sort
    // on the title column sorts by the sender's name.
    {
      name: 'title',
      label: 'Proposal',
      type: 'text',
      virtual: 'from.name',
      admin: { readOnly: true, disableListFilter: true, hidden: true },
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: proposalStatusOptions, admin: { position: 'sidebar' } },
    // Payload's own timestamp (same column and index), declared only to name it as staff say it.
    { name: 'createdAt', type: 'date', index: true, label: 'Sent', admin: { date: momentDate, disableBulkEdit: true, hidden: true } },
    { name: 'answeredAt', type: 'date', admin: { date: momentDate, position: 'sidebar', description: 'When it was accepted, declined or withdrawn.' } },
    // Empty once that business has left Kindred: an accepted proposal outlives it (ON DELETE SET
    // NULL), named by the snapshot below; any other proposal goes with it (docs/decisions/0088).
    { name: 'from', type: 'relationship', relationTo: 'business-profiles', index: true, admin: { description: 'Empty when this business has left Kindred.' } },
    { name: 'to', type: 'relationship', relationTo: 'business-profiles', index: true, admin: { description: 'Empty when this business has left Kindred.' } },
    // The businesses' names read through the relationships, stored nowhere: a business profile's
    // tables of proposals name the other side with them (a relationship column there shows none).
    // The edit view shows them already as From and To, so they stay out of its form.
    { name: 'fromBusiness', label: 'From business', type: 'text', virtual: 'from.name', admin: { readOnly: true, condition: () => false } },
    { name: 'toBusiness', label: 'To business', type: 'text', virtual: 'to.name', admin: { readOnly: true, condition: () => false } },
    // Written only by the database, as a business leaves (the business_profiles delete trigger of
    // migration 20261127_041701_departed_partners): its name and slug as they were, so the business that
    // stays still sees whom it agreed with. Never written by the site or the admin.
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.fromName || data?.toName) },
      fields: [
        { name: 'fromName', label: 'From business (left Kindred)', type: 'text', access: { create: fieldNobody, update: fieldNobody }, admin: { readOnly: true } },
        { name: 'fromSlug', label: 'Its address then', type: 'text', access: { create: fieldNobody, update: fieldNobody }, admin: { readOnly: true } },
        { name: 'toName', label: 'To business (left Kindred)', type: 'text', access: { create: fieldNobody, update: fieldNobody }, admin: { readOnly: true } },
        { name: 'toSlug', label: 'Its address then', type: 'text', access: { create: fieldNobody, update: fieldNobody }, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'channel', type: 'select', required: true, options: channelOptions },
        { name: 'offer', type: 'select', required: true, options: offerOptions },
        { name: 'model', type: 'select', required: true, options: modelOptions },
      ],
    },
    // The model's terms (decision 0107), checked by the site as it sends: a percent only in a
    // commission proposal, a fee only in a paid placement (a check constraint keeps them so).
    {
      type: 'row',
      fields: [
        { name: 'commissionPercent', type: 'number', min: 1, max: 50, admin: { description: 'Whole percent of each sale (commission model).' } },
        { name: 'fee', type: 'number', min: 1, max: 100_000_000, admin: { description: 'AUD cents (paid placement model).' } },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'startDate', type: 'date', admin: { date: dayDate } },
  ],
  hooks: { afterRead: [nameProposal] },
}
