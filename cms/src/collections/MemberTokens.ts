import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody } from '../access'

/** Single-use, expiring tokens emailed to members (address verification, password reset). Only hashes are kept. */
export const MemberTokens: CollectionConfig = {
  slug: 'member-tokens',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { defaultColumns: ['member', 'purpose', 'expiresAt', 'usedAt'], group: 'Members' },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['verify-email', 'reset-password'], index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, hidden: true, access: { read: fieldNobody } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
