import type { CollectionConfig } from 'payload'

import { iconField } from '../../fields/icon'
import { imageField } from '../../fields/image'
import { lengthCounter, seoLimits } from '../../fields/seo'
import { previewUrl } from '../../preview'
import { slugField } from '../../fields/slug'
import { autosaveVersions, contentAccess } from '../content'

/** The business types: each is a landing page at /{slug}, a dropdown entry and a home industry card. */
export const BusinessTypes: CollectionConfig = {
  slug: 'business-types',
  access: contentAccess,
  admin: {
    useAsTitle: 'navLabel',
    defaultColumns: ['navLabel', 'slug', 'order', '_status'],
    group: 'Site content',
    preview: (doc) => previewUrl(`/${String(doc.slug)}`),
  },
  defaultSort: 'order',
  fields: [
    slugField('Route of the landing page, e.g. coffee-shop → /coffee-shop.'),
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { position: 'sidebar' } },
    {
      name: 'aliases',
      type: 'array',
      maxRows: 5,
      admin: { position: 'sidebar', description: 'Other paths serving the same page, e.g. online-store.' },
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          maxLength: 120,
          validate: (value: string | null | undefined) => (value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Lower-case letters, digits and single hyphens only.'),
        },
      ],
    },
    { name: 'navLabel', type: 'text', required: true, maxLength: 60, admin: { description: 'Dropdown and card title, e.g. Coffee Shops & Bakeries.' } },
    iconField(),
    { name: 'cardDescription', type: 'textarea', required: true, maxLength: 240, admin: { description: 'Text of the home page industry card.' } },
    {
      type: 'collapsible',
      label: 'Landing page',
      fields: [
        {
          name: 'seoTitle',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: `Search result title; keep it within ${seoLimits.title} characters. {brand} is replaced.`, components: lengthCounter(seoLimits.title) },
        },
        {
          name: 'metaDescription',
          type: 'textarea',
          required: true,
          maxLength: 320,
          admin: { description: `Under the title in search results; keep it within ${seoLimits.description} characters.`, components: lengthCounter(seoLimits.description) },
        },
        { name: 'keywords', type: 'text', maxLength: 300, admin: { description: 'Comma-separated.' } },
        { name: 'headline', type: 'text', required: true, maxLength: 160, admin: { description: 'The page’s main heading.' } },
        { name: 'introText', type: 'textarea', required: true, maxLength: 1000, admin: { description: 'Under the headline.' } },
        imageField('heroImage', 'Optional. Shown under the headline; wide images (16:9, 1920 px or more) look best.'),
        { name: 'ctaText', type: 'text', required: true, maxLength: 60, admin: { description: 'The button under the intro.' } },
        { name: 'section1Title', type: 'text', required: true, maxLength: 160 },
        { name: 'section1Content', type: 'textarea', required: true, maxLength: 2000, admin: { description: 'A blank line starts a new paragraph.' } },
        { name: 'section2Title', type: 'text', required: true, maxLength: 160 },
        { name: 'section2Content', type: 'textarea', required: true, maxLength: 2000, admin: { description: 'A blank line starts a new paragraph.' } },
      ],
    },
  ],
  versions: autosaveVersions,
}
