import type { CollectionConfig } from 'payload'

import { adminsOnly, anyStaff, fieldNobody, nobody } from '../access'

/**
 * The site's members (SPEC's User). Written by the web app's auth API, never through Payload's
 * auth: members are deliberately not an auth collection, so Payload mounts no login endpoints for them.
 * Staff can look members up; only admins may correct or remove them.
 */
export const Members: CollectionConfig = {
  slug: 'members',
  access: { read: anyStaff, create: nobody, update: adminsOnly, delete: adminsOnly },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'emailVerified', 'createdAt'], group: 'Members' },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    { name: 'emailVerified', type: 'checkbox', defaultValue: false, required: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'businessType', type: 'text', maxLength: 120, admin: { description: 'Slug of a business type.' } },
    {
      name: 'organisation',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', maxLength: 200 },
        { name: 'businessType', type: 'text', maxLength: 120 },
      ],
    },
    // Secrets and internal identifiers: hidden from the admin and from every API response.
    { name: 'passwordHash', type: 'text', hidden: true, access: { read: fieldNobody, update: fieldNobody, create: fieldNobody } },
    { name: 'googleSub', type: 'text', hidden: true, unique: true, index: true, access: { read: fieldNobody, update: fieldNobody, create: fieldNobody } },
  ],
}
