// The sitemap's entries from the CMS: indexable pages, legal pages and business types as
// published now, read with only the fields a sitemap needs. sitemap.ts renders them.
import { legalPage } from '~/content/collections.server'
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

/**
 * Kept for as long as the answer may be cached anyway (the route's `max-age=60`): with thousands of
 * business types and pages, reading them all through Payload takes long enough on a busy machine
 * that doing it every few seconds put that wait on every concurrent request. Past the minute the
 * last list is still served while one reload runs; a failed reload is retried by the next request.
 */
const keepMs = 60_000
let kept: { entries: SitemapEntry[]; at: number } | null = null
let reloading: Promise<SitemapEntry[]> | null = null

function entries(): Promise<SitemapEntry[]> {
  if (kept && Date.now() - kept.at < keepMs) return Promise.resolve(kept.entries)
  if (!reloading) {
    const stale = kept
    reloading = loadEntries()
      .then((list) => {
        kept = { entries: list, at: Date.now() }
        return list
      })
      .finally(() => {
        reloading = null
      })
    // With a list to serve, nobody awaits the reload: its failure is reported here, once.
    if (stale) reloading.catch((error: unknown) => console.warn(`[sitemap] reload failed, serving the last list: ${error instanceof Error ? error.message : String(error)}`))
  }
  return kept ? Promise.resolve(kept.entries) : reloading
}

export async function sitemapXml(): Promise<string> {
  return sitemapRoot(await entries(), siteEnv().publicUrl)
}

/** Child `n` of the sitemap index, or null when it does not exist. */
export async function sitemapChildXml(n: number): Promise<string | null> {
  return sitemapChild(await entries(), siteEnv().publicUrl, n)
}
