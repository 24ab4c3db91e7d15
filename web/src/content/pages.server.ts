import type { Page, SiteSetting } from '@kindred/cms/types'

import { cached } from './cache.server'
import type { ReadMode } from './collections.server'
import { payload } from '~/server/payload.server'

/** A page by its route path: published only and cached, or (draft preview) the latest draft. */
export function findPage(path: string, mode: ReadMode = { draft: false }): Promise<Page | null> {
  const load = async () => {
    const cms = await payload()
    const { docs } = await cms.find({
      collection: 'pages',
      where: { path: { equals: path } },
      limit: 1,
      depth: 0,
      pagination: false,
      draft: mode.draft,
      overrideAccess: mode.draft,
    })
    return docs[0] ?? null
  }
  return mode.draft ? load() : cached(`page:${path}`, load)
}

export function siteSettings(mode: ReadMode = { draft: false }): Promise<SiteSetting> {
  const load = async () => {
    const cms = await payload()
    return cms.findGlobal({ slug: 'site-settings', depth: 0, draft: mode.draft, overrideAccess: mode.draft })
  }
  return mode.draft ? load() : cached('global:site-settings', load)
}
