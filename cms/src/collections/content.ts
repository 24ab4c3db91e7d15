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

/**
 * Drafts, and publish or unpublish at a chosen time: the jobs queue carries the schedule out
 * (cms/src/jobs/). Saving a draft writes a version only; the public keeps reading the published document.
 */
export const contentVersions: CollectionConfig['versions'] = {
  drafts: { autosave: false, schedulePublish: true },
  maxPerDoc: 25,
}

/**
 * Pages an editor writes at length (pages, business types, legal pages) also save a draft every
 * two seconds while the editor types. Autosave updates one autosave version in place rather than
 * adding one per save, so 50 versions still reach back over many sessions.
 */
export const autosaveVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 2000, showSaveDraftButton: true }, schedulePublish: true },
  maxPerDoc: 50,
}
