// A visitor filters the directory (/partners, decision 0042): without JavaScript through the GET form
// and plain links, with it in place; result count, pagination, empty state and its way out;
// filtered views are noindex with the canonical /partners; a profile page and its head data.
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { readGlobal, staffAuth } from '../copy/cms'
import { events } from '../site/events'
import { holdIslandScripts } from '../support/islands'
import { expect, hydrated, open, test } from './fixtures'

const cards = (page: Page) => page.getByTestId('partner-card')
/** A card's pin: its icon drawn from the page's sprite. */
const mapPin = (card: Locator) => card.locator('svg', { has: card.page().locator('use[href="#ci-map-pin"]') })

/** Thornbury's postcode (the development seed lists a business there; no test lists one there) and how many the API finds. */
async function postcodeOfASeededBusiness(request: APIRequestContext) {
  const postcode = '3071'
  const { total } = (await (await request.get(`/api/partners?location=${postcode}`)).json()) as { total: number }
  expect(total).toBeGreaterThan(0)
  expect(total).toBeLessThan(24)
  return { postcode, total }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form filters by type; the count, pagination and noindex follow the URL', async ({ page }) => {
    await page.goto('/partners')
    await expect(page.getByRole('heading', { level: 1, name: 'Find partner businesses' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/) // non-production always
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/partners$/)
    const total = Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(24) // the development seed lists about 30 businesses
    await expect(cards(page)).toHaveCount(24)

    // Plain links page through the results.
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/partners\?page=2$/)
    await expect(cards(page)).toHaveCount(Math.min(24, total - 24))
    await expect(page.getByText(`Page 2 of ${Math.ceil(total / 24)}`)).toBeVisible()
    // "Previous" leads to page 1: it is not the page on screen.
    await expect(page.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('aria-current')

    await page.goto('/partners')
    await page.getByLabel('Business type', { exact: true }).selectOption('coffee-shop')
    await page.getByRole('button', { name: 'Search' }).click()
    // The empty fields the browser sends are left out of the address the page lands on.
    await expect(page).toHaveURL(/\/partners\?type=coffee-shop$/)
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(total)
    for (const card of await cards(page).all()) await expect(card).toContainText('Coffee Shops & Bakeries')
    await expect(page.getByLabel('Business type', { exact: true })).toHaveValue('coffee-shop')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/partners$/)

    // Nothing matches: the empty state leads back to every business.
    await page.goto('/partners?q=no-business-is-called-this-zzz')
    await expect(page.getByTestId('directory-empty')).toContainText('No businesses match these filters')
    await page.getByRole('link', { name: 'Show all businesses' }).click()
    await expect(page).toHaveURL(/\/partners$/)
    await expect(cards(page)).toHaveCount(24)
  })

  test('a search that names a business type offers that type as a filter, keeping the other filters', async ({ page }) => {
    await page.goto('/partners?q=bakery&channel=in-store-space')
    const offer = page.getByTestId('type-suggestions')
    await expect(offer).toHaveText('Browse every business listed under Coffee Shops & Bakeries')
    await offer.getByRole('link', { name: 'Coffee Shops & Bakeries' }).click()
    await expect(page).toHaveURL(/\/partners\?channel=in-store-space&type=coffee-shop$/)
    await expect(page.getByLabel('Business type', { exact: true })).toHaveValue('coffee-shop')
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('')
    expect(await cards(page).count()).toBeGreaterThan(0)
    for (const card of await cards(page).all()) await expect(card).toContainText('Coffee Shops & Bakeries')
    // The type chosen is not offered again, and words that name no type offer nothing.
    await page.goto('/partners?q=bakery&type=coffee-shop')
    await expect(page.getByTestId('type-suggestions')).toHaveCount(0)
    await page.goto('/partners?q=no-business-is-called-this-zzz')
    await expect(page.getByTestId('type-suggestions')).toHaveCount(0)
  })

  test('a postcode in the GET form filters as the API does', async ({ page, request }) => {
    const { postcode, total } = await postcodeOfASeededBusiness(request)
    await page.goto('/partners')
    await page.getByLabel('Location', { exact: true }).fill(postcode)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]location=${postcode}(&|$)`))
    await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`\\b${total}\\b`))
    await expect(cards(page)).toHaveCount(total)
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue(postcode)
  })

  test('a page past the last one leads to the last page, keeping the filters', async ({ page, request }) => {
    await page.goto('/partners?page=999')
    await expect(page).toHaveURL(/\/partners\?page=\d+$/)
    expect(page.url()).not.toContain('page=999')
    await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByTestId('directory-empty')).toHaveCount(0)
    // A later page of the whole directory has no filter to clear.
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0)
    // With a filter: its last page, or the filter alone when it has one page.
    const { total } = (await (await request.get('/api/partners?type=coffee-shop')).json()) as { total: number }
    expect(total).toBeGreaterThan(0) // the development seed lists coffee shops
    const last = Math.ceil(total / 24)
    const answer = await request.get('/partners?type=coffee-shop&page=999', { maxRedirects: 0 })
    expect(answer.status()).toBe(307)
    expect(new URL(answer.headers().location!, page.url()).search).toBe(last > 1 ? `?type=coffee-shop&page=${last}` : '?type=coffee-shop')
    // Filters that match nothing keep their empty state on any page.
    await page.goto('/partners?q=zzqqnothingmatches&page=3')
    await expect(page.getByTestId('directory-empty')).toBeVisible()
  })

  test('a profile page is server-rendered with its head data; unknown slugs are 404', async ({ page, request }) => {
    await page.goto('/partners')
    const href = await cards(page).first().getByRole('link').getAttribute('href')
    await page.goto(href!)
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/og\\?path=${encodeURIComponent(href!)}$`))
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'LocalBusiness', name, address: expect.objectContaining({ '@type': 'PostalAddress' }) }))
    await expect(page.getByRole('link', { name: 'Sign in to propose a collaboration' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(href!)}&reason=propose`)

    const og = await request.get(`/og?path=${encodeURIComponent(href!)}`)
    expect(og.status()).toBe(200)
    expect(og.headers()['content-type']).toBe('image/png')
    expect((await request.get('/partners/no-such-business-here')).status()).toBe(404)
  })
})

test('with JavaScript, filters update the results in place and are recorded', async ({ page }) => {
  await open(page, '/partners')
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  const all = await page.getByTestId('result-count').textContent()

  await page.getByLabel('Channel', { exact: true }).selectOption('newsletter')
  await expect(page).toHaveURL(/\/partners\?channel=newsletter$/)
  await expect(page.getByTestId('result-count')).not.toHaveText(all!)
  for (const card of await cards(page).all()) await expect(card).toContainText('Digital newsletter')

  await page.getByLabel('Search', { exact: true }).fill('no-business-is-called-this-zzz')
  await page.getByLabel('Search', { exact: true }).press('Enter')
  await expect(page.getByTestId('directory-empty')).toBeVisible()
  await expect(page).toHaveURL(/q=no-business-is-called-this-zzz/)
  await page.getByRole('link', { name: 'Clear filters' }).press('Enter')
  await expect(page).toHaveURL(/\/partners$/)
  await expect(page.getByTestId('result-count')).toHaveText(all!)
  // The link pressed is gone with the filters: the focus goes to the count, not to the page's top.
  await expect(page.getByTestId('result-count')).toBeFocused()
  await expect(page.getByLabel('Channel', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('')

  // The next page opens with the focus on its count, above its cards; Tab goes on into them.
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/partners\?page=2$/)
  await expect(page.getByTestId('result-count')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(cards(page).first().getByRole('link').first()).toBeFocused()

  // No page load happened: the marker set on the first page survived every change.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  const searches = (await events(page)).filter((e) => e.event === 'directory_searched')
  expect(searches.map((e) => e.properties.filters)).toEqual(expect.arrayContaining([['channel'], ['q', 'channel']]))
})

test("with JavaScript, the empty state's way out and a suggested type put the focus on the new count", async ({ page }) => {
  await open(page, '/partners?q=no-business-is-called-this-zzz')
  await page.getByRole('link', { name: 'Show all businesses' }).press('Enter')
  await expect(page).toHaveURL(/\/partners$/)
  await expect(page.getByTestId('result-count')).toBeFocused()
  await open(page, '/partners?q=bakery')
  await page.getByTestId('type-suggestions').getByRole('link', { name: 'Coffee Shops & Bakeries' }).press('Enter')
  await expect(page).toHaveURL(/\/partners\?type=coffee-shop$/)
  await expect(page.getByTestId('result-count')).toBeFocused()
})

test('on a phone, searching brings the results into view; a changed filter leaves the view where it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/partners')
  const count = page.getByTestId('result-count')
  await expect(count).not.toBeInViewport()
  await page.getByLabel('Channel', { exact: true }).selectOption('newsletter')
  await expect(page).toHaveURL(/\/partners\?channel=newsletter$/)
  await expect(count).not.toBeInViewport()

  const search = page.getByLabel('Search', { exact: true })
  await search.fill('coffee')
  await search.press('Enter')
  await expect(page).toHaveURL(/q=coffee/)
  await expect(count).toBeInViewport()
  await expect(search).toBeFocused()
})

test('with JavaScript, a postcode filters in place and stays plain in the address', async ({ page, request }) => {
  const { postcode, total } = await postcodeOfASeededBusiness(request)
  await open(page, '/partners')
  await page.getByLabel('Location', { exact: true }).fill(postcode)
  await page.getByLabel('Location', { exact: true }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`/partners\\?location=${postcode}$`))
  await expect(cards(page)).toHaveCount(total)
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`\\b${total}\\b`))
})

test('text typed before the filters’ script has arrived is still there when it runs', async ({ page }) => {
  const release = await holdIslandScripts(page)
  await page.goto('/partners', { waitUntil: 'commit' })
  const search = page.getByLabel('Search', { exact: true })
  const location = page.getByLabel('Location', { exact: true })
  await search.fill('coffee')
  await location.fill('Fitzroy')
  release()
  await hydrated(page)

  await expect(search).toHaveValue('coffee')
  await expect(location).toHaveValue('Fitzroy')
  await location.press('Enter')
  await expect(page).toHaveURL(/\/partners\?q=coffee&location=Fitzroy$/)
  await expect(location).toHaveValue('Fitzroy')
})

test('text typed while a filter change is still loading stays in the form', async ({ page }) => {
  await open(page, '/partners')
  // A slow update: the next view's answer (a member's router asks a server function, a visitor's
  // island fetches the view's page) is held for longer than the router waits before it shows a
  // pending state (pendingMs, 1 s).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/_serverFn/') || (url.pathname === '/partners' && url.search !== ''),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.getByLabel('Business type', { exact: true }).selectOption('fashion-boutique')
  const location = page.getByLabel('Location', { exact: true })
  await location.pressSequentially('Fitz')
  await page.waitForTimeout(1500)
  await expect(page.getByRole('region', { name: /business/ })).toHaveAttribute('aria-busy', 'true')
  await location.pressSequentially('roy')
  release()

  await expect(page).toHaveURL(/\/partners\?type=fashion-boutique$/)
  await expect(page.getByRole('region', { name: /business/ })).toHaveAttribute('aria-busy', 'false')
  for (const card of await cards(page).all()) await expect(card).toContainText('Fashion Boutiques')
  await expect(location).toHaveValue('Fitzroy')
  await expect(location).toBeFocused()
  await expect(page.getByLabel('Business type', { exact: true })).toHaveValue('fashion-boutique')

  await location.press('Enter')
  await expect(page).toHaveURL(/type=fashion-boutique&location=Fitzroy/)
  await expect(location).toHaveValue('Fitzroy')
})

test('the keyboard meets the filters in the order they are seen, on a phone and on a wide screen', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await open(page, '/partners')
    await page.locator('#filter-q').focus()
    const seen: { name: string; x: number; y: number }[] = []
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      seen.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          const box = element.getBoundingClientRect()
          // Page coordinates: focusing a control may scroll the page.
          return { name: element.id || element.textContent!.trim(), x: box.x + window.scrollX, y: box.y + window.scrollY }
        }),
      )
    }
    expect(seen.map((s) => s.name)).toEqual(['filter-location', 'filter-type', 'filter-channel', 'filter-offer', 'filter-model', 'Search'])
    // Reading order: each next control is on a lower row, or on the same row (a label's height
    // apart at most) further right.
    for (let i = 1; i < seen.length; i++) {
      const [before, after] = [seen[i - 1]!, seen[i]!]
      const sameRow = Math.abs(after.y - before.y) < 24
      expect(sameRow ? after.x > before.x : after.y > before.y, `${before.name} → ${after.name} at ${viewport.width}px`).toBe(true)
    }
    // On a phone the four choices sit two to a row, so the first results are a scroll nearer.
    if (viewport.width < 640) expect(new Set(seen.slice(1, 5).map((s) => Math.round(s.y))).size).toBe(2)
  }
})

test('a link with a business type the site does not know shows every type, as an unknown channel does', async ({ browser }) => {
  // Without script: the server answers with the address the page can show.
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/partners?type=cheese-monger&location=3071')
    await expect(page).toHaveURL(/\/partners\?location=3071$/)
    await expect(page.getByLabel('Business type')).toHaveValue('')
    await expect(cards(page).first()).toBeVisible()
    // A type's alias, the address of its page, is that type.
    await page.goto('/partners?type=online-store&location=3071')
    await expect(page).toHaveURL(/\/partners\?type=ecommerce-brand&location=3071$/)
    await expect(page.getByLabel('Business type')).toHaveValue('ecommerce-brand')
    // A known type typed with capitals is that type.
    await page.goto('/partners?type=Coffee-Shop&channel=Newsletter')
    await expect(page).toHaveURL(/\/partners\?channel=newsletter&type=coffee-shop$/)
    await expect(page.getByLabel('Business type')).toHaveValue('coffee-shop')
  } finally {
    await context.close()
  }
})

test('a filter a link gives that the directory cannot apply is not shown in the form as if it were', async ({ page }) => {
  // Too long for a search, an unknown channel, a page before the first: all read as absent.
  await open(page, `/partners?q=${'b'.repeat(150)}&channel=billboard&location=Fitzroy&page=0`)
  await expect(page).toHaveURL(/\/partners\?location=Fitzroy$/)
  await expect(page.getByLabel('Search')).toHaveValue('')
  await expect(page.getByLabel('Channel')).toHaveValue('')
  await expect(page.getByLabel('Location')).toHaveValue('Fitzroy')
  await expect(cards(page).first()).toBeVisible()
  expect(await page.content()).not.toContain('b'.repeat(101))
})

test('GET /api/partners answers every query for itself: a search never gets another search’s answer', async ({ request }) => {
  const read = async (query: string) => (await (await request.get(`/api/partners${query}`)).json()) as { total: number; items: { slug: string }[] }
  for (let round = 0; round < 2; round++) {
    const all = await read('')
    const none = await read('?q=zqxjkvwnomatch')
    expect(all.total).toBeGreaterThan(24)
    expect(none).toMatchObject({ total: 0, items: [] })
  }
  const first = (await read('')).items[0]!.slug
  const found = await read(`?q=${encodeURIComponent(first.replace(/-/g, ' '))}`)
  expect(found.items.map((item) => item.slug)).toContain(first)
})

test('a filtered page hydrates without loading its results again, whatever the order of its parameters', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_serverFn/')) calls.push(request.url())
  })
  // The page cache renders the address with its parameters sorted; both orders must hydrate as rendered.
  for (const query of ['type=wine-bar&location=Carlton', 'location=Carlton&type=wine-bar', 'type=wine-bar&location=Carlton']) {
    await page.goto(`/partners?${query}`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('result-count')).toBeVisible()
  }
  expect(calls).toEqual([])
})

test('the cards draw their icons from one sprite on the page', async ({ page }) => {
  await page.goto('/partners')
  await expect(page.locator('symbol#ci-map-pin')).toHaveCount(1)
  const pin = mapPin(cards(page).first())
  expect((await pin.boundingBox())?.width).toBe(16)
  expect(await cards(page).locator('svg path').count()).toBe(0) // nothing drawn inline
  // 72 icons in a page of 24 cards: each is a reference and nothing more (they were 150 characters each).
  const icons = await cards(page)
    .locator('svg')
    .evaluateAll((all) => all.map((svg) => svg.outerHTML.length))
  expect(Math.max(...icons)).toBeLessThanOrEqual(90)
})

test('a card names its styles in a few short classes, not the utilities spelled out in each of 24 cards', async ({ page }) => {
  await page.goto('/partners')
  await expect(cards(page)).toHaveCount(24)
  // Every class attribute of a card, added up (the utilities spelled out were 580-770 characters a card).
  const lengths = await cards(page).evaluateAll((all) => all.map((card) => [card, ...card.querySelectorAll('[class]')].reduce((n, el) => n + (el.getAttribute('class') ?? '').length, 0)))
  for (const length of lengths) expect(length).toBeLessThanOrEqual(300)
  // Still drawn as before: the card's padding, the pin's size and the link covering the card.
  const card = cards(page).first()
  expect(await card.evaluate((el) => getComputedStyle(el).paddingTop)).toBe('24px')
  expect((await mapPin(card).boundingBox())?.width).toBe(16)
  expect(
    await card
      .getByRole('link')
      .first()
      .evaluate((el) => getComputedStyle(el, '::after').position),
  ).toBe('absolute')
})

test('a business named with emoji still gets its link preview image', async ({ members, listProfile, request }) => {
  const member = await members({ verified: false })
  const { slug, name } = await listProfile(member, { name: `☕ Bean There 👍🏽 ${Date.now().toString(36)}` })
  expect(name).toContain('☕')
  const og = await request.get(`/og?path=${encodeURIComponent(`/partners/${slug}`)}`)
  expect(og.status()).toBe(200)
  expect(og.headers()['content-type']).toBe('image/png')
  expect((await og.body()).length).toBeGreaterThan(10_000)
})

test('a link to a business’s former address leads to its new one, permanently', async ({ page, members, listProfile, request }) => {
  const owner = await members({ firstName: 'Otto' })
  const before = await listProfile(owner)
  const after = await listProfile(owner, { name: before.name, slug: `${before.slug}-moved` })
  expect(after.slug).toBe(`${before.slug}-moved`)

  const answer = await request.get(`/partners/${before.slug}`, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(new URL(answer.headers().location!, 'http://x').pathname).toBe(`/partners/${after.slug}`)
  // The redirect carries the shared headers: a browser or CDN may keep it as long as a page.
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  expect(answer.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
  await page.goto(`/partners/${before.slug}`)
  await expect(page).toHaveURL(new RegExp(`/partners/${after.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.name)
})

test('a profile’s "Back to the directory" returns to the view the visitor came from', async ({ page }) => {
  await open(page, '/partners?type=coffee-shop')
  await cards(page).first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/partners\/[a-z0-9-]+$/)
  // The link names the remembered view once its island runs; before, it leads to the whole directory.
  await hydrated(page)
  await page.getByRole('link', { name: 'Back to the directory' }).click()
  await expect(page).toHaveURL(/\/partners\?type=coffee-shop$/)
  await expect(page.getByLabel('Business type', { exact: true })).toHaveValue('coffee-shop')
})

test('a business-type page leads to the directory filtered by its type, in the CMS’s words', async ({ page, request }) => {
  const { labels } = await readGlobal<{ labels: Record<string, string> }>(request, await staffAuth(request), 'site-settings')
  await open(page, '/coffee-shop')
  const link = page.getByRole('link', { name: labels.businessDirectoryLink!.replaceAll('{type}', 'Coffee Shops & Bakeries') })
  await expect(link).toHaveAttribute('href', '/partners?type=coffee-shop')
  await link.click()
  await expect(page).toHaveURL(/\/partners\?type=coffee-shop$/)
  await expect(cards(page).first()).toBeVisible()
  for (const card of await cards(page).all()) await expect(card).toContainText('Coffee Shops & Bakeries')
})
