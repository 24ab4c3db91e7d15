import type { CollectionConfig } from 'payload'

import { iconField } from '../fields/icon'
import { contentAccess, contentVersions } from './content'

/** The three how-it-works steps and the text of their Learn More modals. */
export const Steps: CollectionConfig = {
  slug: 'steps',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['stepNumber', 'title', '_status'], group: 'Site content' },
  defaultSort: 'stepNumber',
  fields: [
    { name: 'stepNumber', type: 'number', required: true, unique: true, min: 1, max: 9 },
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    iconField(),
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    { name: 'modalTitle', type: 'text', required: true, maxLength: 120 },
    { name: 'modalContent', type: 'richText', required: true },
  ],
  versions: contentVersions,
}
