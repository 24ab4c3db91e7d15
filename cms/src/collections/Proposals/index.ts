import type { CollectionConfig } from 'payload'

import { adminsOnly, anyStaff, nobody } from '../../access'
import { channelOptions, modelOptions, offerOptions, proposalStatusOptions } from '../../fields/partnerOptions'
import { dayDate, momentDate } from '../../fields/dates'

/**
 * Collaboration proposals between two business profiles (CONTRACT §5). Created and answered only
 * by the site's partners API, which enforces who may do what; staff read them in the admin.
 */
export const Proposals: CollectionConfig = {
  slug: 'proposals',
  access: { read: anyStaff, create: nobody, update: nobody, delete: adminsOnly },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['from', 'to', 'status', 'channel', 'offer', 'model', 'createdAt'],
    group: 'Partners',
    description: 'Answered by members on the site. A business profile lists all of one business’s proposals, sent and received.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: proposalStatusOptions, admin: { position: 'sidebar' } },
    { name: 'answeredAt', type: 'date', admin: { date: momentDate, position: 'sidebar', description: 'When it was accepted, declined or withdrawn.' } },
    { name: 'from', type: 'relationship', relationTo: 'business-profiles', required: true, index: true },
    { name: 'to', type: 'relationship', relationTo: 'business-profiles', required: true, index: true },
    // The businesses' names read through the relationships, stored nowhere: a business profile's
    // tables of proposals name the other side with them (a relationship column there shows none).
    { name: 'fromName', label: 'From business', type: 'text', virtual: 'from.name', admin: { readOnly: true } },
    { name: 'toName', label: 'To business', type: 'text', virtual: 'to.name', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'channel', type: 'select', required: true, options: channelOptions },
        { name: 'offer', type: 'select', required: true, options: offerOptions },
        { name: 'model', type: 'select', required: true, options: modelOptions },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'startDate', type: 'date', admin: { date: dayDate } },
  ],
}
