import type { CollectionConfig } from 'payload'

import { trackingKeyField } from '../fields/link'
import { slugField } from '../fields/slug'
import { contentAccess, contentVersions } from './content'

/**
 * Pricing plans (`GET /api/plans`, decision 0103): name, monthlyPrice in AUD, commissionPercent, the annual discount,
 * the limits the site enforces (entitlements) and the rest of the card.
 */
export const Plans: CollectionConfig = {
  slug: 'plans',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'monthlyPrice', 'commissionPercent', '_status'], group: 'Site content' },
  defaultSort: 'order',
  fields: [
    slugField(),
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { position: 'sidebar', description: 'Position on /subscriptions; lower first.' } },
    { name: 'name', type: 'text', required: true, maxLength: 40, admin: { description: 'Card heading, e.g. Growth.' } },
    { name: 'monthlyPrice', type: 'number', required: true, min: 0, admin: { description: 'AUD per month.' } },
    { name: 'commissionPercent', type: 'number', required: true, min: 0, max: 100, admin: { description: 'Commission on paid collaborations, in percent.' } },
    { name: 'tagline', type: 'textarea', required: true, maxLength: 300, admin: { description: 'Who the plan is for, under the price.' } },
    { name: 'badge', type: 'text', maxLength: 40, admin: { description: 'e.g. Most Popular. Empty: no badge.' } },
    { name: 'trialDays', type: 'number', min: 0, max: 90, defaultValue: 0, admin: { description: 'Free trial length; above 0 the card says so (Site settings → labels → free trial).' } },
    { name: 'ctaLabel', type: 'text', required: true, maxLength: 40, admin: { description: 'Button text.' } },
    trackingKeyField('ctaLabel'),
    { name: 'ctaHref', type: 'text', required: true, defaultValue: '/contact', maxLength: 200, admin: { description: 'Where the button leads, e.g. /contact.' } },
    {
      name: 'annualDiscountPercent',
      type: 'number',
      defaultValue: 20,
      min: 0,
      max: 90,
      admin: { description: 'Annual billing saves this much: the year costs 12 months less this percent (the site computes the annual price, to the cent). Empty: no saving.' },
    },
    {
      name: 'limits',
      type: 'group',
      admin: { description: 'What the plan allows (an empty field allows the least). The site enforces these; the features list below is only the card’s copy, so keep the two saying the same.' },
      fields: [
        {
          name: 'searchScope',
          type: 'select',
          defaultValue: 'state',
          options: [
            { label: 'The member’s own state', value: 'state' },
            { label: 'Everywhere', value: 'everywhere' },
          ],
        },
        { name: 'agreementTemplates', type: 'checkbox', defaultValue: false },
        { name: 'offerCodes', type: 'checkbox', defaultValue: false, admin: { description: 'Offer codes, tracking links and their results.' } },
        { name: 'monthlyReport', type: 'checkbox', defaultValue: false },
        { name: 'teamSeats', type: 'number', defaultValue: 1, min: 1, max: 1000, admin: { description: 'People who may work in the business’s account; above 1 the team tools are on.' } },
        { name: 'apiKeys', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'features', type: 'array', minRows: 1, maxRows: 20, admin: { description: 'Ticked lines on the card.' }, fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }] },
  ],
  versions: contentVersions,
}
