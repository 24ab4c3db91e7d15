import type { CollectionConfig } from 'payload'

import { modelOptions } from '../../fields/partnerOptions'
import { contentAccess, contentVersions } from '../content'

const placeholders = '{businessA} (the sender), {businessB} (the recipient), {channel}, {offer}, {model}, {startDate}, {fee}, {commission}, {date} (the day it is drafted)'

/**
 * The agreement a collaboration starts from, one per collaboration model (decision 0105): plain text,
 * placeholders filled in by the site on acceptance. The two businesses then edit it to suit.
 */
export const AgreementTemplates: CollectionConfig = {
  slug: 'agreement-templates',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'model', '_status'], group: 'Collaborations' },
  fields: [
    { name: 'model', type: 'select', required: true, unique: true, options: modelOptions },
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: 8000,
      admin: { rows: 24, description: `Plain text; a blank line starts a paragraph. Placeholders: ${placeholders}.` },
    },
  ],
  versions: contentVersions,
}
