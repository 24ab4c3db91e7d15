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
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { position: 'sidebar' } },
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    iconField(),
    { name: 'color', type: 'select', required: true, defaultValue: 'teal', options: ['teal', 'amber', 'rose', 'indigo', 'emerald', 'violet'] },
    { name: 'bigBusinessAdvantage', type: 'textarea', required: true, maxLength: 600 },
    { name: 'impactOnSmallBusiness', type: 'textarea', required: true, maxLength: 600 },
    { name: 'kindredSolution', type: 'textarea', required: true, maxLength: 600 },
    { name: 'resultForIndependents', type: 'textarea', required: true, maxLength: 600 },
  ],
  versions: contentVersions,
}
