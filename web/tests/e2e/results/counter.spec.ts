// The counter page (CONTRACT §6) as shop staff use it: a browser with JavaScript off opens a counter
// link, types a code, an amount and an order number, and sees the sale recorded; the page passes
// axe before and after.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, postAs, test } from '../partners/fixtures'

test.use({ javaScriptEnabled: false })

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('shop staff record a sale at the counter page without JavaScript', async ({ page, members, listProfile }) => {
  const cafe = await members({ firstName: 'Cora' })
  const books = await members({ firstName: 'Dina' })
  const cafeProfile = await listProfile(cafe)
  const booksProfile = await listProfile(books)
  const sent = await postAs(cafe, '/api/proposals', { toPartner: booksProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'Shall we swap offers?' })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(books, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  const made = await postAs(cafe, `/api/collaborations/${proposal.id}/codes`, { offerText: 'A free pastry with any coffee' })
  expect(made.status(), await made.text()).toBe(201)
  const { code } = (await made.json()) as { code: { code: string } }
  const linked = await postAs(cafe, '/api/counter-links', { label: 'Front till' })
  expect(linked.status(), await linked.text()).toBe(201)
  const { link } = (await linked.json()) as { link: { url: string } }

  await page.goto(new URL(link.url).pathname)
  await expect(page.getByRole('heading', { name: `Record a sale for ${cafeProfile.name}` })).toBeVisible()
  expect(await seriousViolations(page), 'the form').toEqual([])

  await page.getByLabel('Offer code').fill(code.code.toLowerCase())
  await page.getByLabel('Amount paid (dollars)').fill('12.50')
  await page.getByLabel('Order or receipt number (optional)').fill('E2E-1')
  await page.getByRole('button', { name: 'Record the sale' }).click()
  await expect(page.getByTestId('counter-outcome')).toHaveText(`Recorded: ${code.code}, $12.50.`)
  expect(await seriousViolations(page), 'after recording').toEqual([])

  // The same order again is counted once, and says so.
  await page.getByLabel('Offer code').fill(code.code)
  await page.getByLabel('Amount paid (dollars)').fill('12.50')
  await page.getByLabel('Order or receipt number (optional)').fill('E2E-1')
  await page.getByRole('button', { name: 'Record the sale' }).click()
  await expect(page.getByTestId('counter-outcome')).toContainText('already recorded')

  const results = await cafe.context.request.get(`/api/collaborations/${proposal.id}/results`, { headers: { authorization: `Bearer ${cafe.accessToken}` } })
  expect(((await results.json()) as { results: { redemptions: number; revenue: number } }).results).toMatchObject({ redemptions: 1, revenue: 1250 })
})
