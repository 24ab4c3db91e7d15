import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody, supportDesk } from '../../access'

/**
 * Counter links (decision 0104): a business's links to `/redeem/{token}`, where shop staff without
 * accounts record sales at the till. Created and deleted by members on the site; only the SHA-256
 * of a link's token is kept, and nobody reads it here. A link goes with its business.
 */
export const CounterLinks: CollectionConfig = {
  slug: 'counter-links',
  access: { read: supportDesk, create: nobody, update: nobody, delete: adminsOnly },
  admin: { useAsTitle: 'label', group: 'Results', defaultColumns: ['label', 'business', 'createdAt'], description: 'Created by members on the site. Deleting one stops its page at once.' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'business', type: 'relationship', relationTo: 'business-profiles', required: true, index: true, admin: { readOnly: true } },
    { name: 'label', type: 'text', required: true, maxLength: 60, admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, hidden: true, access: { read: fieldNobody } },
  ],
}
