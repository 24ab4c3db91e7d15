import type { GlobalConfig } from 'payload'

import { linkArray } from '../fields/link'
import { globalAccess, globalVersions } from './content'

export const Footer: GlobalConfig = {
  slug: 'footer',
  access: globalAccess,
  admin: { group: 'Site content' },
  fields: [
    { name: 'blurb', type: 'textarea', required: true, maxLength: 400 },
    linkArray('links', 'Links', 8),
    { name: 'copyright', type: 'text', required: true, maxLength: 160, admin: { description: '{year} and {brand} are replaced.' } },
  ],
  versions: globalVersions,
}
