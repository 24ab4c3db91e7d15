import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody } from '../access'

/**
 * Members' API keys (decision 0110): a shop's own systems record sales with them. The site creates,
 * lists and deletes them; only the SHA-256 of a key's secret is kept, and nobody reads it here.
 * A key goes with its member. Hidden from the admin menu; admins may look one up.
 */
export const ApiKeys: CollectionConfig = {
  slug: 'api-keys',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true, group: 'Members', useAsTitle: 'name' },
  fields: [
    // ON DELETE CASCADE (database/memberForeignKeys.ts): a key stops with its member.
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', required: true, maxLength: 60, admin: { readOnly: true } },
    { name: 'hint', type: 'text', required: true, maxLength: 16, admin: { readOnly: true, description: 'The last characters of the key, so its owner can tell keys apart.' } },
    { name: 'secretHash', type: 'text', required: true, unique: true, hidden: true, access: { read: fieldNobody } },
    { name: 'lastUsedAt', type: 'date', admin: { readOnly: true } },
  ],
}
