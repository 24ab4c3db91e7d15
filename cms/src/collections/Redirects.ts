import type { CollectionConfig } from 'payload'

import { contentEditors, publishedOrStaff } from '../access'

/** Permanent or temporary redirects the site answers before rendering a page. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  access: {
    read: publishedOrStaff,
    readVersions: contentEditors,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'statusCode', '_status'], group: 'Site content' },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      validate: (value: string | null | undefined) => (value && /^\/[a-z0-9\-/]*$/.test(value) ? true : 'A path such as /old-page.'),
    },
    { name: 'to', type: 'text', required: true, maxLength: 300 },
    { name: 'statusCode', type: 'select', required: true, defaultValue: '301', options: ['301', '302', '307', '308'] },
  ],
  versions: { drafts: { autosave: false }, maxPerDoc: 10 },
}
