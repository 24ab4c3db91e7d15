import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody } from '../access'
import { momentDate } from '../fields/dates'

/** Single-use, expiring tokens emailed to members (address verification, password reset). Only hashes are kept. */
export const MemberTokens: CollectionConfig = {
  slug: 'member-tokens',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { defaultColumns: ['member', 'purpose', 'expiresAt', 'usedAt'], group: 'Members', description: 'Read-only. Tokens go with their member when the account is deleted.' },
  fields: [
    // ON DELETE CASCADE (database/memberForeignKeys.ts): a token means nothing without its member.
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, admin: { readOnly: true } },
    { name: 'purpose', type: 'select', required: true, options: ['verify-email', 'reset-password'], index: true, admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, hidden: true, access: { read: fieldNobody } },
    { name: 'expiresAt', type: 'date', required: true, admin: { date: momentDate, readOnly: true } },
    { name: 'usedAt', type: 'date', admin: { date: momentDate, readOnly: true, description: 'Set when the link was used; a token works once.' } },
  ],
}
