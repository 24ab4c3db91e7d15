import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'

/**
 * What one business of a collaboration has seen and chosen there: the last message it read, the
 * last one it was emailed about and when, and whether it shares its email address. One row per
 * collaboration and side (a unique index of the migration). Hidden from the admin menu.
 */
export const CollaborationSides: CollectionConfig = {
  slug: 'collaboration-sides',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true, group: 'Collaborations' },
  fields: [
    { name: 'collaboration', type: 'relationship', relationTo: 'proposals', required: true },
    { name: 'side', type: 'select', required: true, options: ['from', 'to'] },
    { name: 'readUpTo', type: 'number', required: true, defaultValue: 0 },
    { name: 'notifiedUpTo', type: 'number', required: true, defaultValue: 0 },
    { name: 'emailedAt', type: 'date' },
    { name: 'shareEmail', type: 'checkbox', required: true, defaultValue: false },
  ],
}
