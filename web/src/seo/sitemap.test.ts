import { describe, expect, it } from 'vitest'

import { sitemapChild, sitemapRoot, urlsPerSitemap, type SitemapEntry } from './sitemap'

const site = 'https://kindred.example'
const entries = (count: number): SitemapEntry[] => Array.from({ length: count }, (_, i) => ({ path: `/page-${i + 1}`, updated: `2026-0${1 + (i % 9)}-15T10:00:00.000Z` }))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('sitemap', () => {
  it('is one urlset up to the limit, with no children', () => {
    const xml = sitemapRoot(entries(urlsPerSitemap), site)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toHaveLength(urlsPerSitemap)
    expect(xml).toContain(`<url><loc>${site}/page-1</loc><lastmod>2026-01-15</lastmod></url>`)
    expect(sitemapChild(entries(urlsPerSitemap), site, 1)).toBeNull()
  })

  it('becomes an index past the limit whose children hold every URL once, in order', () => {
    const all = entries(2 * urlsPerSitemap + 1)
    const index = sitemapRoot(all, site)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual([`${site}/sitemaps/1.xml`, `${site}/sitemaps/2.xml`, `${site}/sitemaps/3.xml`])
    // Each child's lastmod is its newest entry.
    expect(index).toContain(`<loc>${site}/sitemaps/3.xml</loc><lastmod>2026-03-15</lastmod>`)
    const children = [1, 2, 3].map((n) => sitemapChild(all, site, n)!)
    expect(children.map((xml) => locs(xml).length)).toEqual([urlsPerSitemap, urlsPerSitemap, 1])
    expect(children.flatMap(locs)).toEqual(all.map((e) => site + e.path))
  })

  it('has no child 0, past the last, or fractional', () => {
    const all = entries(urlsPerSitemap + 1)
    for (const n of [0, 3, 1.5, -1]) expect(sitemapChild(all, site, n)).toBeNull()
  })

  it('escapes XML in URLs', () => {
    expect(sitemapRoot([{ path: "/a&b'<c>", updated: '2026-01-01T00:00:00Z' }], site)).toContain(`<loc>${site}/a&#38;b&#39;&#60;c&#62;</loc>`)
  })
})
