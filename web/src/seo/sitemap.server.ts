// The sitemap's entries: indexable pages, legal pages and business types as published in the CMS,
// read with only the fields a sitemap needs, then the partner directory and every listed business
// profile. sitemap.ts renders them.
import { contentTtlMs } from '~/content/cache.server'
import { legalPage } from '~/content/collections.server'
import { siteEnv } from '~/content/env.server'
import { listedProfilePages } from '~/partners/profiles.server'
import { payload } from '~/server/payload.server'

import { sitemapChild, sitemapRoot, type SitemapEntry } from './sitemap'

// Member-only and utility pages are never listed.
const excluded = new Set(['/login', '/register', '/dashboard', '/404'])

async function loadEntries(): Promise<SitemapEntry[]> {
  const cms = await payload()
  const read = { depth: 0, limit: 0, pagination: false, overrideAccess: false } as const
  const [pages, types, privacy, terms, profiles] = await Promise.all([
    cms.find({ collection: 'pages', ...read, sort: 'path', select: { path: true, seo: { robots: true }, updatedAt: true } }),
    cms.find({ collection: 'business-types', ...read, sort: 'order', select: { slug: true, updatedAt: true } }),
    legalPage('privacy'),
    legalPage('terms'),
    listedProfilePages(),
  ])
  const newestProfile = profiles.reduce((max, p) => (p.updated > max ? p.updated : max), '')
  return [
    ...pages.docs
      .filter((p) => p.path && !excluded.has(p.path) && (p.seo?.robots ?? 'index').startsWith('index'))
      .map((p) => ({ path: p.path!, updated: p.updatedAt })),
    ...[privacy, terms].flatMap((doc) => (doc ? [{ path: `/${doc.slug}`, updated: doc.updatedAt }] : [])),
    ...types.docs.filter((t) => t.slug).map((t) => ({ path: `/${t.slug}`, updated: t.updatedAt })),
    // The directory changes when a profile does.
    ...(newestProfile ? [{ path: '/partners', updated: newestProfile }] : []),
    ...profiles,
  ]
}

/**
 * The list is as fresh as the rest of the content (the content cache's TTL), so a published page is
 * listed within the 5-second promise. With thousands of business types and pages one read through
 * Payload can take a while on a busy machine: all requests share one reload, and a request waits for
 * it at most `waitMs` before it gets the last list instead. A failed reload also serves the last
 * list (and is retried by the next request).
 */
const waitMs = 250
let kept: { entries: SitemapEntry[]; at: number } | null = null
let reloading: Promise<SitemapEntry[]> | null = null

function reload(): Promise<SitemapEntry[]> {
  reloading ??= loadEntries()
    .then((list) => {
      kept = { entries: list, at: Date.now() }
      return list
    })
    .finally(() => {
      reloading = null
    })
  return reloading
}

function entries(): Promise<SitemapEntry[]> {
  if (kept && Date.now() - kept.at < contentTtlMs) return Promise.resolve(kept.entries)
  const fresh = reload()
  if (!kept) return fresh
  const last = kept.entries
  const fallback = fresh.catch((error: unknown) => {
    console.warn(`[sitemap] reload failed, serving the last list: ${error instanceof Error ? error.message : String(error)}`)
    return last
  })
  return Promise.race([fallback, new Promise<SitemapEntry[]>((resolve) => setTimeout(resolve, waitMs, last).unref())])
}

export async function sitemapXml(): Promise<string> {
  return sitemapRoot(await entries(), siteEnv().publicUrl)
}

/** Child `n` of the sitemap index, or null when it does not exist. */
export async function sitemapChildXml(n: number): Promise<string | null> {
  return sitemapChild(await entries(), siteEnv().publicUrl, n)
}
