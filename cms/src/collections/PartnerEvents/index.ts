import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '../../access'
import { partnerEventKinds } from '../../fields/partnerOptions'

/**
 * One member's partner activity: profile changes, proposals sent, received and answered, and
 * profile views (one a viewer a day). The dashboard's Recent activity and Analytics read it.
 * Written by the site's partners modules and the profile hook; hidden from the admin menu.
 */
export const PartnerEvents: CollectionConfig = {
  slug: 'partner-events',
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { hidden: true, useAsTitle: 'kind', defaultColumns: ['member', 'kind', 'createdAt'] },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: partnerEventKinds.map((kind) => ({ label: kind, value: kind })) },
    { name: 'profile', type: 'relationship', relationTo: 'business-profiles', admin: { description: 'The other business, or the member’s own for profile changes.' } },
    { name: 'proposal', type: 'relationship', relationTo: 'proposals' },
    { name: 'viewerKey', type: 'text', maxLength: 64, admin: { description: 'Profile views: a hash of the viewer and the day.' } },
  ],
}
