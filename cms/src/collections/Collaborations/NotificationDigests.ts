import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'

/**
 * One row per member and Melbourne day whose daily digest was queued: written in the transaction
 * that queues it, with a unique (member, day) index, so however many processes run the digest,
 * and however often they restart, a member gets at most one a day. Hidden from the admin menu.
 */
export const NotificationDigests: CollectionConfig = {
  slug: 'notification-digests',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { hidden: true, group: 'Collaborations' },
  timestamps: false,
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true },
    { name: 'day', type: 'text', required: true, maxLength: 10, admin: { description: 'YYYY-MM-DD, Australia/Melbourne.' } },
  ],
}
