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
    { name: 'stepNumber', type: 'number', required: true, unique: true, min: 1, max: 9, admin: { description: 'Shown in the circle and sets the order on the home page.' } },
    { name: 'title', type: 'text', required: true, maxLength: 80, admin: { description: 'Card heading in How it works.' } },
    iconField(),
    { name: 'summary', type: 'textarea', required: true, maxLength: 400, admin: { description: 'Card text under the title.' } },
    { name: 'modalTitle', type: 'text', required: true, maxLength: 120, admin: { description: 'Heading of the Learn More dialog.' } },
    { name: 'modalContent', type: 'richText', required: true, admin: { description: 'Body of the Learn More dialog.' } },
  ],
  versions: contentVersions,
}
