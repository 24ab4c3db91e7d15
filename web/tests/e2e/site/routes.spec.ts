// Server rendering, head data, status codes and redirects of every public route (the routes of `routes.ts`,
// served from `web/src/routes`).
import { expect, test, type Page } from '@playwright/test'

import { postChunked } from '../support/chunked'
import { siteUrl } from '../support/urls'
import { hydrated } from './events'
import { publicRoutes } from './routes'

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

for (const route of publicRoutes) {
  test(`${route.path} answers with its content, title and canonical in the raw HTML`, async ({ request }) => {
    const response = await request.get(route.path)
    expect(response.status()).toBe(200)
    const html = decode(await response.text())
    expect(html).toContain(route.text)
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
    expect(title).toMatch(/^\[DEV\] /)
    if (route.title) expect(title).toBe(`[DEV] ${route.title}`)
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}${route.canonical ?? route.path}"`)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
    // Outside production every page is noindex.
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toContain('"@type":"Organization"')
  })
}

test('the pricing page states each plan’s commission and price from the plan itself', async ({ request }) => {
  const html = decode(await (await request.get('/subscriptions')).text())
  // The FAQ answer and the search description name the plans' facts; the page carries the numbers.
  expect(html).toMatch(/\d+% on Community, \d+% on Growth and \d+% on Scale/)
  expect(html).toMatch(/<meta name="description" content="[^"]*Growth \(\$\d+\/month\) or Scale \(\$\d+\/month\)/)
  // What the page shows carries no name left unfilled (the data for hydration, and an island's props,
  // keep the names; the browser fills them alike).
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<script type="application\/json"[^>]*>.*?<\/script>/gs, '')
  expect(main).toContain('What does the commission mean?')
  expect(main).not.toMatch(/\{(growth|scale|community)\.\w+\}/)
})

test('a stat and what it counts read as one heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 3, name: '70% of purchase decisions are made in-store' })).toBeVisible()
})

test('the password and verification pages carry the environment label, a description and noindex like the others', async ({ request }) => {
  for (const path of ['/forgot-password', '/reset-password', '/verify-email']) {
    const html = decode(await (await request.get(path)).text())
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toMatch(/^\[DEV\] \S/)
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html, path).toContain(`<link rel="canonical" href="${siteUrl()}${path}"`)
  }
})

test('/favicon.ico, asked for by every browser, leads to the site’s icon', async ({ request }) => {
  const legacy = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(legacy.status()).toBe(301)
  expect(legacy.headers()['location']).toBe('/favicon.svg')
  const icon = await request.get('/favicon.svg')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
})

test('every page names the brand mark for home screens, and the Organization names it as its logo', async ({ request }) => {
  const html = await (await request.get('/about')).text()
  const touch = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1]
  const organization = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; logo?: string })
    .find((data) => data['@type'] === 'Organization')
  expect(organization?.logo).toBe(`${siteUrl()}/icon-512.png`)
  for (const [path, size] of [
    [touch!, 180],
    [new URL(organization!.logo!).pathname, 512],
  ] as const) {
    const image = await request.get(path)
    expect(image.status(), path).toBe(200)
    expect(image.headers()['content-type'], path).toBe('image/png')
    // A PNG's width and height are the big-endian words at bytes 16 and 20.
    const bytes = await image.body()
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], path).toEqual([size, size])
  }
})

test('the two permanent redirects answer 301', async ({ request }) => {
  for (const [from, to] of <[string, string][]>[
    ['/ecommerce-collaboration', '/online-collaboration'],
    ['/small-business-growth-strategies', '/independent-business-growth-strategies'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to)
  }
})

test('unknown paths show the not-found page with status 404', async ({ request, page }) => {
  for (const path of ['/no-such-page', '/deeper/no-such-page', '/404']) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page Not Found')
  }
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact')
  await expect(page).toHaveTitle('[DEV] Page Not Found | Kindred')
})

test('sitemap lists the public pages, business types and listed businesses; robots closes everything outside production', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/about', '/subscriptions', '/privacy', '/coffee-shop', '/ecommerce-brand']) {
    expect(sitemap).toContain(`<loc>${siteUrl()}${path}</loc>`)
  }
  expect(sitemap).not.toContain('/dashboard<')
  // The directory (once, though it is both a CMS page and the directory's own entry) and its listed
  // businesses (the development seed lists about 30).
  expect(sitemap.split(`<loc>${siteUrl()}/partners</loc>`)).toHaveLength(2)
  // No address twice.
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(new Set(locs).size).toBe(locs.length)
  const profiles = [...sitemap.matchAll(/<loc>[^<]*(\/partners\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(profiles.length).toBeGreaterThan(24)
  expect((await request.get(profiles[0]!)).status()).toBe(200)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /')
})

test('each page has an Open Graph image', async ({ request }) => {
  const html = await (await request.get('/about')).text()
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
  expect(image).toBeTruthy()
  const response = await request.get(image!.replaceAll('&amp;', '&'))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})

// Playwright's text matching skips <script> contents, so count them in the page.
const jsonLd = (page: Page, type: string) =>
  page.evaluate((type) => [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) => s.textContent?.includes(`"@type":"${type}"`)).length, type)

test('About-page structured data is on /about only and leaves on navigation', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  expect(await jsonLd(page, 'AboutPage')).toBe(1)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/subscriptions$/)
  await expect.poll(() => jsonLd(page, 'AboutPage')).toBe(0)
  expect(await jsonLd(page, 'Organization')).toBe(1)
  await expect(page).toHaveTitle('[DEV] Pricing & Plans | Kindred')
})

test('the pricing FAQ is described as a FAQPage with the questions and answers the page shows', async ({ page }) => {
  await page.goto('/subscriptions')
  const data = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent!) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
    ),
  )
  const faq = data.filter((entry) => entry['@type'] === 'FAQPage')
  expect(faq).toHaveLength(1)
  const shown = await page.locator('details summary h3').allTextContents()
  expect(shown.length).toBeGreaterThan(0)
  expect(faq[0]!.mainEntity!.map((q) => q.name)).toEqual(shown)
  const answers = await page.locator('details > p').allTextContents()
  expect(faq[0]!.mainEntity!.map((q) => q.acceptedAnswer.text)).toEqual(answers)
  // Plan facts are filled in, as on the page.
  for (const q of faq[0]!.mainEntity!) expect(`${q.name} ${q.acceptedAnswer.text}`).not.toMatch(/[{}]/)
  await page.goto('/about')
  expect(await jsonLd(page, 'FAQPage')).toBe(0)
})

test('an endpoint answers a method it does not take with 405 and the methods it does', async ({ request }) => {
  const login = await request.get('/auth/login')
  expect(login.status()).toBe(405)
  expect(login.headers()['allow']).toBe('POST, OPTIONS')
  expect(await login.json()).toEqual({ success: false, errorMessage: 'This address does not accept GET requests.' })

  const sitemap = await request.post('/sitemap.xml')
  expect(sitemap.status()).toBe(405)
  expect(sitemap.headers()['allow']).toBe('GET, HEAD, OPTIONS')
  const options = await request.fetch('/api/partners', { method: 'OPTIONS' })
  expect(options.status()).toBe(204)
  expect(options.headers()['allow']).toContain('GET')

  for (const probe of ['/healthz', '/readyz']) {
    expect((await request.get(probe)).status(), probe).toBe(200)
    const posted = await request.post(probe)
    expect(posted.status(), probe).toBe(405)
    expect(posted.headers()['allow']).toBe('GET, HEAD, OPTIONS')
  }
})

test('an address under /api that no endpoint answers is the API’s JSON 404, not the site’s page', async ({ request }) => {
  for (const path of ['/api/proposals/1', '/api/nothing-here', '/api', '/api/partners/a/b']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/)
    expect(await response.json(), path).toEqual({ success: false, errorMessage: 'Not found.' })
  }
  // An endpoint that is there still answers for itself.
  expect((await request.get('/api/partners/no-such-business')).status()).toBe(404)
  expect((await request.get('/api/partners')).status()).toBe(200)
})

test('an address longer than any of the site’s is refused with 414; a redirect never repeats one', async ({ request }) => {
  const long = `/${'x'.repeat(3000)}//y`
  const refused = await request.get(long, { maxRedirects: 0 })
  expect(refused.status()).toBe(414)
  expect(await refused.json()).toEqual({ success: false, errorMessage: 'This address is too long.' })
  // Within the limit, a path with an empty segment is redirected to its tidy form.
  const tidied = await request.get(`/${'x'.repeat(1000)}//y`, { maxRedirects: 0 })
  expect(tidied.status()).toBe(308)
  expect(tidied.headers()['location']).toBe(`/${'x'.repeat(1000)}/y`)
})

test('a server function’s body must declare its length: a chunked one is refused with 411 before it is read', async ({ baseURL }) => {
  const status = await postChunked(`${baseURL}/_serverFn/${'a'.repeat(64)}`, { 'content-type': 'application/json', 'x-tsr-serverFn': 'true' }, ['{"data":', '1}'])
  expect(status).toBe(411)
})

test('a trailing slash, an empty segment or a capital is one permanent redirect to the tidy address, query kept, never to another host', async ({ request, baseURL }) => {
  const cases: [string, string][] = [
    ['/about/', '/about'],
    ['/About', '/about'],
    ['/Partners/Little-Bean-Roasters/?type=Coffee-Shop', '/partners/little-bean-roasters?type=Coffee-Shop'],
    ['/partners/?type=coffee-shop', '/partners?type=coffee-shop'],
    ['/partners//little-bean-roasters/', '/partners/little-bean-roasters'],
    ['//evil.example/', '/evil.example'],
  ]
  for (const [from, to] of cases) {
    // Absolute, so `//evil.example/` reaches the site as a path rather than naming a host.
    const answer = await request.get(`${baseURL}${from}`, { maxRedirects: 0 })
    expect(answer.status(), from).toBe(308)
    expect(answer.headers()['location'], from).toBe(to)
  }
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200)
  // Uploaded and built files keep the case of their names.
  expect((await request.get('/media/No-Such-Upload.PNG', { maxRedirects: 0 })).status()).toBe(404)
})

test("a server-function call Start cannot decode is the caller's mistake: 400, never 500", async ({ request }) => {
  const headers = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
  for (const url of ['/_serverFn/?payload=', '/_serverFn/unknown-function-id?payload=%7B', '/_serverFn/']) {
    const answer = await request.get(url, { headers })
    expect(answer.status(), url).toBe(400)
    expect(await answer.json(), url).toEqual({ success: false, errorMessage: 'This request could not be understood.' })
  }
})
