import { businessTypes, legalPage } from '~/content/collections.server'
import { siteEnv } from '~/content/env.server'
import { allPages } from '~/content/pages.server'

// Member-only and utility pages are never listed.
const excluded = new Set(['/login', '/register', '/dashboard', '/404'])

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export async function sitemapXml(): Promise<string> {
  const { publicUrl } = siteEnv()
  const [pages, types, privacy, terms] = await Promise.all([allPages(), businessTypes(), legalPage('privacy'), legalPage('terms')])
  const entries = [
    ...pages.filter((p) => !excluded.has(p.path) && p.seo.robots.startsWith('index')).map((p) => ({ path: p.path, updated: p.updatedAt })),
    ...[privacy, terms].flatMap((doc) => (doc ? [{ path: `/${doc.slug}`, updated: doc.updatedAt }] : [])),
    ...types.map((t) => ({ path: `/${t.slug}`, updated: t.updatedAt })),
  ]
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(publicUrl + e.path)}</loc><lastmod>${e.updated.slice(0, 10)}</lastmod></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
