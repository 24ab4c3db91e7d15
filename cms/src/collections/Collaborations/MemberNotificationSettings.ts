import type { CollectionConfig } from 'payload'

import { nobody, supportDesk } from '../../access'

/**
 * Which emails a member wants (`GET` and `PUT /auth/notifications`, decision 0106). No row means the
 * defaults: proposals and messages at once, the monthly report on. One row per member.
 */
export const MemberNotificationSettings: CollectionConfig = {
  slug: 'member-notification-settings',
  access: { read: supportDesk, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true, group: 'Collaborations' },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, unique: true },
    { name: 'proposals', type: 'select', required: true, defaultValue: 'instant', options: ['instant', 'daily', 'off'] },
    { name: 'messages', type: 'select', required: true, defaultValue: 'instant', options: ['instant', 'daily', 'off'] },
    { name: 'monthlyReport', type: 'checkbox', required: true, defaultValue: true },
  ],
}
