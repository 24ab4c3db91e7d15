// Which made-up paths the site answers with its shared not-found page without asking the CMS: only
// published pages, business types (and aliases) and redirects name content; drafts, pages that have
// routes of their own and anything else do not, and findPage does not query for them.
import { poolOf } from '@kindred/cms/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { businessTypeOptions, menuBusinessTypes } from '~/content/collections.server'
import { contentTtlMs } from '~/server/cache.server'
import { namesPublishedContent } from '~/content/known-paths.server'
import { findPage } from '~/content/pages.server'
import { payload } from '~/server/payload.server'

const tag = Date.now().toString(36)
const published = `/kp-landing-${tag}`
const draft = `/kp-draft-${tag}`
const moved = `/kp-old-${tag}`
const deepMoved = `/kp-old/${tag}/page`

const seo = { title: 'A page for the known-paths test', description: 'A page created by the known-paths integration test, long enough for the description field.', robots: 'index, follow' as const }

beforeAll(async () => {
  const cms = await payload()
  const page = (title: string, path: string, status: 'published' | 'draft') =>
    cms.create({ collection: 'pages', data: { title, path, seo, _status: status }, draft: status === 'draft', overrideAccess: true })
  await page('Known', published, 'published')
  await page('Draft', draft, 'draft')
  // A published page at a path that has a route of its own is never served at /$slug.
  const { totalDocs } = await cms.count({ collection: 'pages', where: { path: { equals: '/about' } }, overrideAccess: true })
  if (totalDocs === 0) await page('About', '/about', 'published')
  for (const from of [moved, deepMoved]) await cms.create({ collection: 'redirects', data: { from, to: '/', statusCode: '301', _status: 'published' }, overrideAccess: true })
})

describe('paths that name published content', () => {
  it('knows published pages and redirects, at one segment or deeper', async () => {
    expect(await namesPublishedContent(published)).toBe(true)
    expect(await namesPublishedContent(`${published}/`)).toBe(true)
    expect(await namesPublishedContent(moved)).toBe(true)
    expect(await namesPublishedContent(deepMoved)).toBe(true)
  })

  it('does not know drafts, pages with routes of their own, or anything made up', async () => {
    for (const path of [draft, '/about', `/kp-nothing-${tag}`, `/kp-old/${tag}`, '/UPPER', `/a/${'b'.repeat(300)}`, '/%00']) {
      expect(await namesPublishedContent(path), path).toBe(false)
    }
  })

  it('answers findPage for an unknown path without a query, a published one with the page', async () => {
    const cms = await payload()
    const pool = poolOf(cms) as unknown as { totalCount: number; query: (...args: unknown[]) => unknown }
    // Warm the published-path list, then count queries while asking for unknown paths.
    expect((await findPage(published))?.title).toBe('Known')
    const original = pool.query
    let queries = 0
    pool.query = (...args: unknown[]) => (queries++, original.apply(pool, args))
    let draftQueries = 0
    try {
      for (let i = 0; i < 50; i++) expect(await findPage(`/kp-nothing-${tag}-${i}`)).toBeNull()
      expect(queries).toBe(0)
      // The count sees the CMS's queries: a preview read (never cached) makes some.
      await findPage(`/kp-nothing-${tag}`, { draft: true })
      draftQueries = queries
    } finally {
      pool.query = original
    }
    expect(draftQueries).toBeGreaterThan(0)
    expect(await findPage(draft)).toBeNull()
    expect((await findPage(draft, { draft: true }))?.title).toBe('Draft')
  })
})

describe('a catalogue of many business types', () => {
  // More types than any one list of the CMS returns by default (200): the last by order is still a
  // page and still a choice in the type pickers, and the menu still shows only the first few.
  const count = 205
  const slugs = Array.from({ length: count }, (_, i) => `kp-type-${tag}-${i}`)
  const ids: number[] = []

  beforeAll(async () => {
    const cms = await payload()
    for (const [i, slug] of slugs.entries()) {
      const text = `Known-paths type ${i}`
      const data = {
        slug,
        navLabel: text,
        cardDescription: text,
        seoTitle: text,
        metaDescription: text,
        headline: text,
        introText: text,
        ctaText: 'Start',
        section1Title: text,
        section1Content: text,
        section2Title: text,
        section2Content: text,
        order: 100_000 + i,
        _status: 'published',
        aliases: i === count - 1 ? [{ slug: `kp-alias-${tag}` }] : [],
      }
      ids.push((await cms.create({ collection: 'business-types', overrideAccess: true, data: data as never })).id as number)
    }
    await new Promise((resolve) => setTimeout(resolve, contentTtlMs + 50))
  })

  afterAll(async () => {
    const cms = await payload()
    await cms.delete({ collection: 'business-types', where: { id: { in: ids } }, overrideAccess: true })
  })

  it('knows every type and alias, the last by order too', async () => {
    expect(await namesPublishedContent(`/${slugs[0]}`)).toBe(true)
    expect(await namesPublishedContent(`/${slugs[count - 1]}`)).toBe(true)
    expect(await namesPublishedContent(`/kp-alias-${tag}`)).toBe(true)
  })

  it('offers every type to choose from, in order, the last too', async () => {
    const options = (await businessTypeOptions()).map((type) => type.slug)
    expect(options.filter((slug) => slugs.includes(slug))).toEqual(slugs)
    expect(options.at(-1)).toBe(slugs[count - 1])
  })

  it('keeps the menu to the first types by order', async () => {
    const menu = await menuBusinessTypes()
    expect(menu.length).toBeLessThanOrEqual(24)
    expect(menu.map((type) => type.slug)).not.toContain(slugs[count - 1])
  })
})
