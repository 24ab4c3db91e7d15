import type { Page, SiteSetting } from '@kindred/cms/types'

import { cached } from '~/server/cache.server'
import type { ReadMode } from './collections.server'
import { payload } from '~/server/payload.server'

/**
 * The route paths of every published page, reloaded with the rest of the content. A path outside it
 * is answered without a query and without a cache entry of its own: visitors choose paths freely.
 */
export function publishedPagePaths(): Promise<ReadonlySet<string>> {
  return cached('page:paths', async () => {
    const cms = await payload()
    const { docs } = await cms.find({ collection: 'pages', depth: 0, limit: 0, pagination: false, overrideAccess: false, select: { path: true } })
    return new Set(docs.map((doc) => doc.path))
  })
}

/** A page by its route path: published only and cached, or (draft preview) the latest draft. */
export async function findPage(path: string, mode: ReadMode = { draft: false }): Promise<Page | null> {
  if (!mode.draft && !(await publishedPagePaths()).has(path)) return null
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
