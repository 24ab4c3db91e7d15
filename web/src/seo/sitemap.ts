// Sitemap XML from a list of paths: one `urlset` while it holds at most `urlsPerSitemap` URLs,
// otherwise `/sitemap.xml` is a sitemap index whose children `/sitemaps/{n}.xml` hold that many
// each, in the same order, so a child's content only shifts when pages are added or removed.
// Pure: the features read the entries, sitemap.server.ts keeps and serves them.

export type SitemapEntry = { path: string; updated: string }

/** Search engines accept up to 50,000; smaller children stay cheap to render and to fetch. */
export const urlsPerSitemap = 1000

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
const header = '<?xml version="1.0" encoding="UTF-8"?>\n'
const day = (iso: string) => iso.slice(0, 10)

export const childCount = (entries: SitemapEntry[]) => Math.ceil(entries.length / urlsPerSitemap)
export const childPath = (n: number) => `/sitemaps/${n}.xml`

function urlset(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((e) => `  <url><loc>${escapeXml(publicUrl + e.path)}</loc><lastmod>${day(e.updated)}</lastmod></url>`).join('\n')
  return `${header}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** `/sitemap.xml`: every URL, or an index of the children once there are more than `urlsPerSitemap`. */
export function sitemapRoot(entries: SitemapEntry[], publicUrl: string): string {
  if (entries.length <= urlsPerSitemap) return urlset(entries, publicUrl)
  const children = Array.from({ length: childCount(entries) }, (_, i) => {
    const part = entries.slice(i * urlsPerSitemap, (i + 1) * urlsPerSitemap)
    const newest = part.reduce((max, e) => (e.updated > max ? e.updated : max), '')
    return `  <sitemap><loc>${escapeXml(publicUrl + childPath(i + 1))}</loc><lastmod>${day(newest)}</lastmod></sitemap>`
  })
  return `${header}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('\n')}\n</sitemapindex>\n`
}

/** Child `n` (from 1) of the index, or null when there is no such child (or no index at all). */
export function sitemapChild(entries: SitemapEntry[], publicUrl: string, n: number): string | null {
  if (entries.length <= urlsPerSitemap || !Number.isInteger(n) || n < 1 || n > childCount(entries)) return null
  return urlset(entries.slice((n - 1) * urlsPerSitemap, n * urlsPerSitemap), publicUrl)
}
