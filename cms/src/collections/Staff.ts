import type { CollectionConfig } from 'payload'

import { adminsOnly, anyStaff, fieldAdminsOnly, roleOf, selfOrAdmin, staffRoles } from '../access'
import { rememberStaffDevice, throttleStaffLogin } from '../hooks/staffLogin'

/** Admin-panel users. Every staff member sees the team; only admins manage it, others edit only themselves. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  auth: {
    // No per-account lock: it let anyone lock an admin out. Sign-in is throttled per IP, per
    // account for unknown clients and per device token instead (hooks below, decision 0032).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => roleOf(req) !== null,
    // Every staff member may see who is on the team (support assigns messages to colleagues).
    read: anyStaff,
    create: adminsOnly,
    update: selfOrAdmin,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Team' },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: staffRoles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      // Only admins can grant or change roles, so nobody can promote themselves.
      access: { create: fieldAdminsOnly, update: fieldAdminsOnly },
      admin: { description: 'Admin: everything. Editor: site content. Support: contact messages.' },
    },
  ],
  hooks: {
    beforeOperation: [throttleStaffLogin],
    afterLogin: [rememberStaffDevice],
    beforeDelete: [
      async ({ req, id }) => {
        // Keep at least one admin, or nobody could manage staff again.
        if (roleOf(req) !== 'admin') return
        const admins = await req.payload.count({ collection: 'staff', where: { role: { equals: 'admin' }, id: { not_equals: id } }, req })
        if (admins.totalDocs === 0) throw new Error('The last admin cannot be deleted.')
      },
    ],
  },
}
