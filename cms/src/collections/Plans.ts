import type { CollectionConfig } from 'payload'

import { trackingKeyField } from '../fields/link'
import { slugField } from '../fields/slug'
import { contentAccess, contentVersions } from './content'

/** Pricing plans (CONTRACT §4): name, monthlyPrice in AUD, commissionPercent and the rest of the card. */
export const Plans: CollectionConfig = {
  slug: 'plans',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'monthlyPrice', 'commissionPercent', '_status'], group: 'Site content' },
  defaultSort: 'order',
  fields: [
    slugField(),
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { position: 'sidebar' } },
    { name: 'name', type: 'text', required: true, maxLength: 40 },
    { name: 'monthlyPrice', type: 'number', required: true, min: 0, admin: { description: 'AUD per month.' } },
    { name: 'commissionPercent', type: 'number', required: true, min: 0, max: 100 },
    { name: 'tagline', type: 'textarea', required: true, maxLength: 300 },
    { name: 'badge', type: 'text', maxLength: 40, admin: { description: 'e.g. Most Popular. Empty: no badge.' } },
    { name: 'trialDays', type: 'number', min: 0, max: 90, defaultValue: 0 },
    { name: 'ctaLabel', type: 'text', required: true, maxLength: 40 },
    trackingKeyField('ctaLabel'),
    { name: 'ctaHref', type: 'text', required: true, defaultValue: '/contact', maxLength: 200 },
    { name: 'features', type: 'array', minRows: 1, maxRows: 20, fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }] },
  ],
  versions: contentVersions,
}
