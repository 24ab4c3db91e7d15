import type { CollectionConfig } from 'payload'

import { contentEditors, publishedOrStaff } from '../access'

/** Access and versioning shared by every piece of site copy: editors write, the public reads what is published. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  readVersions: contentEditors,
  create: contentEditors,
  update: contentEditors,
  delete: contentEditors,
}

export const contentVersions: CollectionConfig['versions'] = {
  drafts: { autosave: false, schedulePublish: false },
  maxPerDoc: 25,
}
