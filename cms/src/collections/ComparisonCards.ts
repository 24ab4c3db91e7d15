import type { CollectionConfig } from 'payload'

import { iconField } from '../fields/icon'
import { slugField } from '../fields/slug'
import { contentAccess, contentVersions } from './content'

/** The level-playing-field carousel: what big business has, and how independents close the gap. */
export const ComparisonCards: CollectionConfig = {
  slug: 'comparison-cards',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'], group: 'Site content' },
  defaultSort: 'order',
  fields: [
    slugField(),
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { position: 'sidebar', description: 'Position in the home page carousel; lower first.' } },
    { name: 'title', type: 'text', required: true, maxLength: 80, admin: { description: 'Card heading in the carousel.' } },
    iconField(),
    { name: 'color', type: 'select', required: true, defaultValue: 'teal', options: ['teal', 'amber', 'rose', 'indigo', 'emerald', 'violet'], admin: { description: 'Accent colour of the card.' } },
    { name: 'bigBusinessAdvantage', type: 'textarea', required: true, maxLength: 600, admin: { description: 'What large companies have: the first row of the card.' } },
    { name: 'impactOnSmallBusiness', type: 'textarea', required: true, maxLength: 600, admin: { description: 'What that costs independents: second row.' } },
    { name: 'kindredSolution', type: 'textarea', required: true, maxLength: 600, admin: { description: 'How the platform answers it: third row.' } },
    { name: 'resultForIndependents', type: 'textarea', required: true, maxLength: 600, admin: { description: 'The outcome: last row.' } },
  ],
  versions: contentVersions,
}
