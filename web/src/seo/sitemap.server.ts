// The sitemap's entries: indexable pages, legal pages and business types as published in the CMS,
// read with only the fields a sitemap needs, then the partner directory and every listed business
// profile. sitemap.ts renders them.
import { contentTtlMs } from '~/server/cache.server'
import { legalPage } from '~/content/collections.server'
import { siteEnv } from '~/content/env.server'
import { listedProfilePages } from '~/partners/profiles.server'
import { payload } from '~/server/payload.server'

import { sitemapChild, sitemapRoot, type SitemapEntry } from './sitemap'

// Member-only and utility pages are never listed.
const excluded = new Set(['/login', '/register', '/dashboard', '/404'])

async function loadContentEntries(): Promise<SitemapEntry[]> {
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

/** The directory, dated by its newest profile, and every listed profile. */
async function loadProfileEntries(): Promise<SitemapEntry[]> {
  const profiles = await listedProfilePages()
  const newest = profiles.reduce((max, p) => (p.updated > max ? p.updated : max), '')
  return newest ? [{ path: '/partners', updated: newest }, ...profiles] : []
}

/**
 * A list kept for `ttlMs` and reloaded on demand. With thousands of entries one read can take a
 * while on a busy machine: all requests share one reload, and a request waits for it at most
 * `waitMs` before it gets the last list instead. A failed reload also serves the last list (and is
 * retried by the next request).
 */
function keptList(name: string, load: () => Promise<SitemapEntry[]>, ttlMs: number) {
  let kept: { entries: SitemapEntry[]; at: number } | null = null
  let reloading: Promise<SitemapEntry[]> | null = null
  const reload = () =>
    (reloading ??= load()
      .then((list) => {
        kept = { entries: list, at: Date.now() }
        return list
      })
      .finally(() => {
        reloading = null
      }))
  return (): Promise<SitemapEntry[]> => {
    if (kept && Date.now() - kept.at < ttlMs) return Promise.resolve(kept.entries)
    const fresh = reload()
    if (!kept) return fresh
    const last = kept.entries
    const fallback = fresh.catch((error: unknown) => {
      console.warn(`[sitemap] ${name} reload failed, serving the last list: ${error instanceof Error ? error.message : String(error)}`)
      return last
    })
    return Promise.race([fallback, new Promise<SitemapEntry[]>((resolve) => setTimeout(resolve, waitMs, last).unref())])
  }
}

const waitMs = 250
/** Published content is listed as fast as it shows (the content cache's TTL, within the 5-second promise). */
const contentEntries = keptList('content', loadContentEntries, contentTtlMs)
/**
 * Profiles (up to one per member) are re-read at most once a minute, the time the answer may be
 * cached anyway (`max-age=60`): reading every listed profile every two seconds would cost more than
 * all the sitemap's requests.
 */
const profileEntries = keptList('profiles', loadProfileEntries, 60_000)

type Rendered = { content: SitemapEntry[]; profiles: SitemapEntry[]; root: string; child: (n: number) => string | null }

/** The XML of one pair of lists: the root at once, each child when first asked for. */
function render(content: SitemapEntry[], profiles: SitemapEntry[]): Rendered {
  const entries = [...content, ...profiles]
  const publicUrl = siteEnv().publicUrl
  // Only children that exist are kept (at most one per 1,000 entries); a made-up number is null.
  const children = new Map<number, string>()
  const child = (n: number) => {
    const known = children.get(n)
    if (known !== undefined) return known
    const xml = sitemapChild(entries, publicUrl, n)
    if (xml !== null) children.set(n, xml)
    return xml
  }
  return { content, profiles, root: sitemapRoot(entries, publicUrl), child }
}

// Rendered once per pair of lists rather than per request: with 100,000 profiles the root alone
// walks every entry.
let rendered: Rendered | null = null

async function current(): Promise<Rendered> {
  const [content, profiles] = await Promise.all([contentEntries(), profileEntries()])
  if (rendered?.content !== content || rendered.profiles !== profiles) rendered = render(content, profiles)
  return rendered
}

export async function sitemapXml(): Promise<string> {
  return (await current()).root
}

/** Child `n` of the sitemap index, or null when it does not exist. */
export async function sitemapChildXml(n: number): Promise<string | null> {
  return (await current()).child(n)
}
