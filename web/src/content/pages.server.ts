import type { Page, SiteSetting } from '@kindred/cms/types'

import { cached } from './cache.server'
import { payload } from './payload.server'

/** A published page by its route path, read as an anonymous visitor (so drafts never show). */
export function findPage(path: string): Promise<Page | null> {
  return cached(`page:${path}`, async () => {
    const cms = await payload()
    const { docs } = await cms.find({
      collection: 'pages',
      where: { path: { equals: path } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs[0] ?? null
  })
}

export function siteSettings(): Promise<SiteSetting> {
  return cached('global:site-settings', async () => {
    const cms = await payload()
    return cms.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  })
}
