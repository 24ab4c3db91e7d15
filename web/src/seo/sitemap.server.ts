// The sitemap's entries from the CMS: indexable pages, legal pages and business types as
// published now, read with only the fields a sitemap needs (thousands of business types and
// pages stay cheap) and cached like other published content. sitemap.ts renders them.
import { legalPage } from '~/content/collections.server'
import { cached } from '~/content/cache.server'
import { siteEnv } from '~/content/env.server'
import { payload } from '~/server/payload.server'

import { sitemapChild, sitemapRoot, type SitemapEntry } from './sitemap'

// Member-only and utility pages are never listed.
const excluded = new Set(['/login', '/register', '/dashboard', '/404'])

async function loadEntries(): Promise<SitemapEntry[]> {
  const cms = await payload()
  const read = { depth: 0, limit: 0, pagination: false, overrideAccess: false } as const
  const [pages, types, privacy, terms] = await Promise.all([
    cms.find({ collection: 'pages', ...read, sort: 'path', select: { path: true, seo: { robots: true }, updatedAt: true } }),
    cms.find({ collection: 'business-types', ...read, sort: 'order', select: { slug: true, updatedAt: true } }),
    legalPage('privacy'),
    legalPage('terms'),
  ])
  return [
    ...pages.docs
      .filter((p) => p.path && !excluded.has(p.path) && (p.seo?.robots ?? 'index').startsWith('index'))
      .map((p) => ({ path: p.path!, updated: p.updatedAt })),
    ...[privacy, terms].flatMap((doc) => (doc ? [{ path: `/${doc.slug}`, updated: doc.updatedAt }] : [])),
    ...types.docs.filter((t) => t.slug).map((t) => ({ path: `/${t.slug}`, updated: t.updatedAt })),
  ]
}

const entries = () => cached('sitemap:entries', loadEntries)

export async function sitemapXml(): Promise<string> {
  return sitemapRoot(await entries(), siteEnv().publicUrl)
}

/** Child `n` of the sitemap index, or null when it does not exist. */
export async function sitemapChildXml(n: number): Promise<string | null> {
  return sitemapChild(await entries(), siteEnv().publicUrl, n)
}
