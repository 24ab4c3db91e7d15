// Content is really CMS-driven: an edit published through the CMS REST API shows on the site
// within 5 seconds, a new business type becomes a page and a dropdown entry, drafts never leak.
import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminToken as login, cmsUrl as cms } from '../support/staff'

async function siteShows(request: APIRequestContext, path: string, text: string) {
  const started = Date.now()
  await expect.poll(async () => (await (await request.get(path)).text()).includes(text), { timeout: 5_000, intervals: [250] }).toBe(true)
  return Date.now() - started
}

test('a published edit to the home page is live within 5 seconds; a draft is not', async ({ request }) => {
  const auth = { Authorization: `JWT ${await login(request)}` }
  const { docs } = await (await request.get(`${cms()}/api/pages?where[path][equals]=/&depth=0`, { headers: auth })).json()
  const home = docs[0]
  const layout = structuredClone(home.layout)
  const hero = layout.find((b: { blockType: string }) => b.blockType === 'hero')
  const original = hero.intro
  const draftText = `Draft only ${Date.now()}`
  hero.intro = draftText
  expect((await request.patch(`${cms()}/api/pages/${home.id}?draft=true`, { headers: auth, data: { layout, _status: 'draft' } })).ok()).toBe(true)
  await new Promise((r) => setTimeout(r, 2_500))
  expect(await (await request.get('/')).text()).not.toContain(draftText)

  const published = `Published edit ${Date.now()}`
  hero.intro = published
  expect((await request.patch(`${cms()}/api/pages/${home.id}`, { headers: auth, data: { layout, _status: 'published' } })).ok()).toBe(true)
  const took = await siteShows(request, '/', published)
  expect(took).toBeLessThan(5_000)

  hero.intro = original
  await request.patch(`${cms()}/api/pages/${home.id}`, { headers: auth, data: { layout, _status: 'published' } })
})

test('a business type published in the CMS becomes a page, a dropdown entry, a home card and a sitemap entry', async ({ request }) => {
  const auth = { Authorization: `JWT ${await login(request)}` }
  const slug = `florist-${Date.now()}`
  const created = await request.post(`${cms()}/api/business-types`, {
    headers: auth,
    data: {
      slug,
      order: 95,
      navLabel: 'Florists',
      icon: 'flower',
      cardDescription: 'Flowers for every partner.',
      seoTitle: 'Florist Collaborations | {brand}',
      metaDescription: 'Florists partner with cafes and boutiques.',
      headline: 'Bloom Together',
      introText: 'Florists and neighbours.',
      ctaText: 'Start Collaborating',
      section1Title: 'Share the Window',
      section1Content: 'One.',
      section2Title: 'Share the Customers',
      section2Content: 'Two.',
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const publishedAt = Date.now()
  const id = (await created.json()).doc.id
  try {
    // The page, the menu and the sitemap each read their own cached list, refreshed apart: each must
    // show the new type, and all of them within the 5 seconds of the publish promise.
    await siteShows(request, `/${slug}`, 'Bloom Together')
    // No florist is listed yet: the page sends nobody to an empty directory.
    expect(await (await request.get(`/${slug}`)).text()).not.toContain('/partners?type=')
    await siteShows(request, '/', `href="/${slug}"`)
    await siteShows(request, '/sitemap.xml', `/${slug}</loc>`)
    expect(Date.now() - publishedAt).toBeLessThan(5_000)
  } finally {
    await request.delete(`${cms()}/api/business-types/${id}`, { headers: auth })
  }
})

test('a redirect published in the CMS answers at once', async ({ request }) => {
  const auth = { Authorization: `JWT ${await login(request)}` }
  const from = `/old-${Date.now()}`
  const created = await request.post(`${cms()}/api/redirects`, { headers: auth, data: { from, to: '/about', statusCode: '301', _status: 'published' } })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id
  try {
    await expect.poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 5_000 }).toBe(301)
  } finally {
    await request.delete(`${cms()}/api/redirects/${id}`, { headers: auth })
  }
})
