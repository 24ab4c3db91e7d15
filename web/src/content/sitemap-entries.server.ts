// The content's part of the sitemap: indexable pages, legal pages and business types as published
// in the CMS, read with only the fields a sitemap needs.
import { payload } from '~/server/payload.server'

import { legalPage } from './collections.server'

// Member-only and utility pages are never listed.
const excluded = new Set(['/login', '/register', '/dashboard', '/404'])

/** Each as the sitemap lists it (routes/-sitemap.server.ts hands the list to seo/sitemap.server.ts). */
export async function contentSitemapEntries(): Promise<{ path: string; updated: string }[]> {
  const cms = await payload()
  const read = { depth: 0, limit: 0, pagination: false, overrideAccess: false } as const
  const [pages, types, privacy, terms] = await Promise.all([
    cms.find({ collection: 'pages', ...read, sort: 'path', select: { path: true, seo: { robots: true }, updatedAt: true } }),
    cms.find({ collection: 'business-types', ...read, sort: 'order', select: { slug: true, updatedAt: true } }),
    legalPage('privacy'),
    legalPage('terms'),
  ])
  return [
    ...pages.docs.filter((p) => p.path && !excluded.has(p.path) && (p.seo?.robots ?? 'index').startsWith('index')).map((p) => ({ path: p.path!, updated: p.updatedAt })),
    ...[privacy, terms].flatMap((doc) => (doc ? [{ path: `/${doc.slug}`, updated: doc.updatedAt }] : [])),
    ...types.docs.filter((t) => t.slug).map((t) => ({ path: `/${t.slug}`, updated: t.updatedAt })),
  ]
}
