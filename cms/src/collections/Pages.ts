import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../blocks'
import { drawPublishedPageCard } from '../og-cards/page-hook'
import { previewUrl } from '../preview'
import { seoField } from '../fields/seo'
import { autosaveVersions, contentAccess } from './content'

/** Landing and app pages keyed by their route path; each is built from section blocks. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: contentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Site content',
    preview: (doc) => previewUrl(String(doc.path ?? '/')),
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'Name in the admin.' } },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      admin: { position: 'sidebar', description: 'Route, e.g. / or /about.' },
      validate: (value: string | null | undefined) => (value && /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value) ? true : 'A path such as / or /about.'),
    },
    seoField(),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, minRows: 1, maxRows: 20 },
  ],
  // Its Open Graph card, drawn once it is published (docs/decisions/0098-og-cards-drawn-on-save.md).
  hooks: { afterChange: [drawPublishedPageCard] },
  versions: autosaveVersions,
}
