// Whether a path outside the site's own routes names published content: a CMS page served at a
// single segment, a business type or one of its aliases, or a redirect. Everything is read from what
// the content cache already holds (lists reloaded every CONTENT_TTL_MS), so an unknown path costs
// no query and leaves no trace: server.ts answers it with the shared not-found copy.
import { businessTypeSlugs, redirects } from './collections.server'
import { isContentPath, isSlug } from './paths'
import { publishedPagePaths } from './pages.server'

/** Pages that have routes of their own (or are the 404 copy): never served at /$slug. */
export const routedElsewhere: ReadonlySet<string> = new Set(['404', 'login', 'register', 'dashboard', 'contact', 'about'])

/** True when `/$slug` would show a page, a business type or follow a redirect for this slug. */
async function slugNamesContent(slug: string): Promise<boolean> {
  const path = `/${slug}`
  const [pages, types, moves] = await Promise.all([publishedPagePaths(), businessTypeSlugs(), redirects()])
  if (moves.some((r) => r.from === path)) return true
  if (!routedElsewhere.has(slug) && pages.has(path)) return true
  return types.has(slug)
}

/**
 * For a path the site's routes leave to the CMS (`/$slug` for one segment, `/$` deeper): whether it
 * names published content. Trailing slashes are ignored, as the routes ignore them.
 */
export async function namesPublishedContent(pathname: string): Promise<boolean> {
  const path = pathname.replace(/\/+$/, '')
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 1) return isSlug(segments[0]!) && slugNamesContent(segments[0]!)
  if (!isContentPath(path)) return false
  return (await redirects()).some((r) => r.from === path)
}

/** Pages of the site's own routes that show the site's card (legal pages and the password pages). */
const ownCardPaths: ReadonlySet<string> = new Set(['/privacy', '/terms', '/forgot-password', '/reset-password', '/verify-email'])

/**
 * Whether a page of the site links an Open Graph card for `path` (other than a business's, which
 * the partners feature knows): a published CMS page, a business type or alias, or one of the site's
 * own pages. Read from the content cache's lists, so an unknown path costs no query.
 */
export async function hasOwnCard(path: string): Promise<boolean> {
  if (ownCardPaths.has(path)) return true
  if (!isContentPath(path)) return false
  const [pages, types] = await Promise.all([publishedPagePaths(), businessTypeSlugs()])
  return pages.has(path) || (isSlug(path.slice(1)) && types.has(path.slice(1)))
}
