import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldNobody, nobody } from '../access'
import { momentDate } from '../fields/dates'

/**
 * Member sign-in sessions (Lucia-style). The web app creates, validates, rotates and ends them
 * with its own queries; admins may see them and revoke one (support's work needs none). Hashes never leave the database.
 */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['member', 'createdAt', 'lastSeenAt', 'expiresAt', 'userAgent'],
    group: 'Members',
    description: 'Signed-in devices. Deleting a session signs that device out at once; deleting the member ends all of them.',
  },
  fields: [
    { name: 'id', type: 'text', required: true, admin: { readOnly: true } },
    // ON DELETE CASCADE (database/memberForeignKeys.ts): a session ends with its member.
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: { date: momentDate, readOnly: true, description: 'Extended while the device is in use, never past 90 days from sign-in.' } },
    { name: 'lastSeenAt', type: 'date', admin: { date: momentDate, readOnly: true } },
    { name: 'rotatedAt', type: 'date', admin: { date: momentDate, readOnly: true, description: 'Last refresh-token rotation.' } },
    { name: 'userAgent', type: 'text', maxLength: 400, admin: { readOnly: true } },
    { name: 'secretHash', type: 'text', required: true, hidden: true, access: { read: fieldNobody } },
    { name: 'previousSecretHash', type: 'text', hidden: true, access: { read: fieldNobody } },
  ],
}
