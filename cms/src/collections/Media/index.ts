import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '../../access'
import { serverEnvOrExit } from '../../env'
import { limitFileSize } from './hooks/limitFileSize'
import { maxAltLength, maxImageBytes, mediaImageSizes, mediaMimeTypes } from './sizes'
import { mediaDir } from './urls'

/**
 * Images for the site: heroes on business types and pages, and images in content blocks. Editors
 * and admins upload; support staff and visitors only read (files are public, like the pages using them).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  access: {
    read: anyone,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    group: 'Site content',
    // Said before the upload, not only when one is refused.
    description: `JPEG, PNG, WebP or AVIF, at most ${maxImageBytes / 1024 / 1024} MB. The site makes the smaller sizes itself; upload the largest you have.`,
  },
  hooks: { beforeOperation: [limitFileSize] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: maxAltLength,
      admin: { description: 'What the image shows, for people who cannot see it (screen readers, slow connections).' },
    },
  ],
  upload: {
    // Built with the config: a bad value ends start-up with the variable named, as the config's own reads do.
    staticDir: mediaDir(serverEnvOrExit('kindred')),
    mimeTypes: mediaMimeTypes,
    focalPoint: true,
    imageSizes: mediaImageSizes,
    adminThumbnail: 'webp480',
  },
}
