import type { CollectionConfig } from 'payload'

import { adminsOnly, fieldAdminsOnly, roleOf, selfOrAdmin, staffRoles, staffVisible } from '../../access'
import { secureStaffCookie } from '../../environment'
import { guardStaffCreation } from './hooks/guardStaffCreation'
import { keepLastAdmin, keepLastAdminRole } from './hooks/keepLastAdmin'
import { refuseControlCharacters, rememberStaffDevice, throttleStaffLogin, throttleStaffPasswordReset } from './hooks/staffLogin'
import { queueStaffResetEmail, skipPayloadResetEmail } from './hooks/staffResetEmail'

/** Admin-panel users. Admins manage the team; the others see what their work needs and edit only themselves. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  auth: {
    // No per-account lock: it let anyone lock an admin out. Sign-in is throttled per IP, per
    // account for unknown clients and per device token instead (hooks below, decision 0032).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Lax, not Strict: a link to a message in a notification email opens signed in. Cross-site
    // writes are refused by the origin list (payload.config.ts `csrf`), not by SameSite alone.
    cookies: { sameSite: 'Lax', secure: secureStaffCookie() },
  },
  access: {
    admin: ({ req }) => roleOf(req) !== null,
    // Support sees the desk it assigns messages to; editors only themselves (decision 0100).
    read: staffVisible,
    create: adminsOnly,
    update: selfOrAdmin,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'], group: 'Team' },
  // Payload mounts email verification on every auth collection, and for one that does not verify
  // (admins create staff) its lookup fails on a column that does not exist. Nothing is behind the
  // path here, so it answers as an unknown route does; a collection's own endpoints match first.
  endpoints: [{ path: '/verify/:token', method: 'post', handler: (req) => Response.json({ message: `Route not found "${new URL(req.url ?? '/', 'http://cms').pathname}"` }, { status: 404 }) }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'Shown to colleagues, e.g. when a message is assigned.' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: staffRoles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      // Only admins can grant or change roles, so nobody can promote themselves.
      access: { create: fieldAdminsOnly, update: fieldAdminsOnly },
      admin: { description: 'Admin: everything, including the team. Editor: site content. Support: contact messages, and taking businesses off the directory.' },
    },
  ],
  hooks: {
    beforeOperation: [guardStaffCreation, refuseControlCharacters, throttleStaffLogin, throttleStaffPasswordReset, skipPayloadResetEmail],
    afterOperation: [queueStaffResetEmail],
    afterLogin: [rememberStaffDevice],
    beforeChange: [keepLastAdminRole],
    beforeDelete: [keepLastAdmin],
  },
}
