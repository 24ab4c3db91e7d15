// The API reference (decision 0115): /api/openapi.json serves the OpenAPI 3.1 document and /docs/api
// renders every operation of it on the server, readable without script, with no axe violation.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

type Document = { openapi: string; paths: Record<string, Record<string, { summary: string }>> }

test('GET /api/openapi.json: the OpenAPI 3.1 document of every operation', async ({ request }) => {
  const response = await request.get('/api/openapi.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
  const document = (await response.json()) as Document
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/auth/login', '/contact', '/api/partners', '/api/proposals/{id}/accept', '/api/redemptions', '/api/ledger']))
})

test('/docs/api: every operation, rendered on the server, with words from the CMS', async ({ request, browser }) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as Document
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })))

  // The raw HTML already holds the reference: no script needed to read it.
  const html = await (await request.get('/docs/api')).text()
  expect(html).toMatch(/<title>(\[DEV\] )?API Reference \| Kindred<\/title>/)
  expect(html).toContain('/api/collaborations/{id}/milestones/{mid}/confirm')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/docs/api')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download the OpenAPI document' })).toHaveAttribute('href', '/api/openapi.json')
  await expect(page.locator('article')).toHaveCount(operations.length)
  const register = page.locator('article', { has: page.getByRole('heading', { name: 'POST /auth/register', exact: true }) })
  await expect(register.locator('tr', { hasText: 'password' })).toContainText('8–128 characters')
  await expect(register.locator('tr', { hasText: '409' })).toContainText('taken')
  await context.close()
})

test('axe: /docs/api', async ({ page }) => {
  await page.goto('/docs/api')
  // One pass over the page's thousands of nodes: any WCAG violation fails, a best practice only when serious.
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
  const results = await new AxeBuilder({ page }).withTags([...wcag, 'best-practice']).analyze()
  const failing = results.violations.filter((v) => v.tags.some((tag) => wcag.includes(tag)) || v.impact === 'serious' || v.impact === 'critical')
  expect(failing.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('the sitemap lists /docs/api (its CMS page is indexable)', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/docs\/api<\/loc>/)
})
