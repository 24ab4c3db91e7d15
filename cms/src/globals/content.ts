import type { GlobalConfig } from 'payload'

import { contentEditors, publishedOrStaff } from '../access'

export const globalAccess: GlobalConfig['access'] = {
  read: publishedOrStaff,
  readVersions: contentEditors,
  update: contentEditors,
}

export const globalVersions: GlobalConfig['versions'] = { drafts: { autosave: false, schedulePublish: true }, max: 25 }
