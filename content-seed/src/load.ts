// Upserts the site's copy through Payload's Local API, keyed by stable fields (a page's path,
// a business type's slug, a step's number, …). A second run changes nothing that is unchanged.
import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { containsSeed } from './compare'
import { seedData, type SeedData } from './data'
import { withRichText } from './markdown'

export type SeedResult = { created: number; updated: number; unchanged: number }
type Log = (message: string) => void

type GlobalKey = 'siteSettings' | 'navigation' | 'footer' | 'directory' | 'forms' | 'account' | 'emails'

const collections: { key: Exclude<keyof SeedData, GlobalKey>; slug: CollectionSlug; by: string }[] = [
  { key: 'businessTypes', slug: 'business-types', by: 'slug' },
  { key: 'comparisonCards', slug: 'comparison-cards', by: 'slug' },
  { key: 'steps', slug: 'steps', by: 'stepNumber' },
  { key: 'plans', slug: 'plans', by: 'slug' },
  { key: 'faqs', slug: 'faqs', by: 'slug' },
  { key: 'legalPages', slug: 'legal-pages', by: 'slug' },
  { key: 'redirects', slug: 'redirects', by: 'from' },
  { key: 'pages', slug: 'pages', by: 'path' },
]

const globals: { key: GlobalKey; slug: GlobalSlug }[] = [
  { key: 'siteSettings', slug: 'site-settings' },
  { key: 'navigation', slug: 'navigation' },
  { key: 'footer', slug: 'footer' },
  { key: 'directory', slug: 'directory' },
  { key: 'forms', slug: 'forms' },
  { key: 'account', slug: 'account' },
  { key: 'emails', slug: 'emails' },
]

// Seeding is not an editor's publish: hooks that notify the site can skip it.
const context = { disableRevalidate: true, seeding: true }

export async function seedContent(payload: Payload, data: SeedData = seedData, log: Log = () => {}): Promise<SeedResult> {
  const result: SeedResult = { created: 0, updated: 0, unchanged: 0 }
  const prepared = (await withRichText(payload, data)) as Record<string, unknown>

  for (const { key, slug } of globals) {
    const wanted = prepared[key] as Record<string, unknown>
    const stored = await payload.findGlobal({ slug, draft: true, depth: 0, overrideAccess: true })
    if (containsSeed(stored, wanted) && (stored as { _status?: string })._status === 'published') {
      result.unchanged++
      continue
    }
    await payload.updateGlobal({ slug, data: { ...wanted, _status: 'published' }, overrideAccess: true, depth: 0, context })
    result.updated++
  }

  for (const { key, slug, by } of collections) {
    for (const wanted of prepared[key] as Record<string, unknown>[]) {
      const where: Where = { [by]: { equals: wanted[by] } }
      const { docs } = await payload.find({ collection: slug, where, draft: true, depth: 0, limit: 1, overrideAccess: true, pagination: false })
      const stored = docs[0] as (Record<string, unknown> & { id: number | string }) | undefined
      const data = { ...wanted, _status: 'published' }
      if (!stored) {
        await payload.create({ collection: slug, data: data as never, overrideAccess: true, depth: 0, context })
        result.created++
      } else if (containsSeed(stored, data)) {
        result.unchanged++
      } else {
        await payload.update({ collection: slug, id: stored.id, data: data as never, overrideAccess: true, depth: 0, context })
        result.updated++
      }
    }
  }
  log(`content: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`)
  return result
}
