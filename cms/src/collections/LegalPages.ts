import type { CollectionConfig } from 'payload'

import { previewUrl } from '../preview'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { autosaveVersions, contentAccess } from './content'
import { dayDate } from '../fields/dates'

/** Privacy policy and terms of service: rich text with the date they last changed. */
export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  access: contentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated', '_status'],
    group: 'Site content',
    preview: (doc) => previewUrl(`/${String(doc.slug)}`),
  },
  fields: [
    slugField('privacy or terms: served at /{slug}.'),
    { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'The page heading.' } },
    { name: 'intro', type: 'textarea', maxLength: 600, admin: { description: 'Optional paragraph before the body.' } },
    { name: 'lastUpdated', type: 'date', required: true, admin: { date: dayDate, description: 'Shown as “Last updated: month year”.' } },
    { name: 'body', type: 'richText', required: true },
    seoField(),
  ],
  versions: autosaveVersions,
}
