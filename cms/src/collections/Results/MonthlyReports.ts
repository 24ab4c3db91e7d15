import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'

/**
 * One row per member and Melbourne month whose monthly report was queued: written in the
 * transaction that queues the email, with a unique (member, month) index (migration 20261129_052700_monthly_reports_once), so however many processes
 * run the report and however often they restart, a member gets one a month. Hidden from the admin menu.
 */
export const MonthlyReports: CollectionConfig = {
  slug: 'monthly-reports',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true, group: 'Results' },
  timestamps: false,
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true },
    { name: 'month', type: 'text', required: true, maxLength: 7, admin: { description: 'YYYY-MM, Australia/Melbourne: the month reported.' } },
  ],
}
