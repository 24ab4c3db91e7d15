import type { CollectionConfig, Field } from 'payload'

import { nobody } from '../access'

/**
 * The device tokens a sign-in left with a client (decision 0032): the nonce of each, so a token is
 * known only while its row exists, and a stamp of the password it was issued under, so a token
 * ends with that password (decision 0096). Written only by `@kindred/cms/throttle` (devices.ts);
 * each account keeps its newest few. Nothing here is for the admin.
 */
const deviceFields = (owner: Field): Field[] => [
  // ON DELETE CASCADE (database/memberForeignKeys.ts): a device token ends with its account.
  owner,
  { name: 'nonce', type: 'text', required: true, unique: true, index: true, maxLength: 22 },
  { name: 'passwordStamp', type: 'text', required: true, maxLength: 64 },
]

export const MemberDevices: CollectionConfig = {
  slug: 'member-devices',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: deviceFields({ name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true }),
}

export const StaffDevices: CollectionConfig = {
  slug: 'staff-devices',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: deviceFields({ name: 'staff', type: 'relationship', relationTo: 'staff', required: true, index: true }),
}
