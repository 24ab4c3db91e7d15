// The counter page (decision 0104) as shop staff use it: a browser with JavaScript off opens a counter
// link, types a code, an amount and an order number, and sees the sale recorded; the page passes
// axe on the form and on a refusal. The page is a browser context of its own with JavaScript off (the auth
// fixtures' `noScriptPage`); the members who set it up use script as members do.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, postAs, test } from '../partners/fixtures'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('shop staff record a sale at the counter page without JavaScript', async ({ noScriptPage: page, members, listProfile }) => {
  // Two members with verified addresses and profiles, then a collaboration: minutes on a busy machine.
  test.setTimeout(180_000)
  const cafe = await members({ firstName: 'Cora' })
  const books = await members({ firstName: 'Dina' })
  const cafeProfile = await listProfile(cafe)
  const booksProfile = await listProfile(books)
  const sent = await postAs(cafe, '/api/proposals', { toPartner: booksProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'Shall we swap offers?' })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(books, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  // Offer codes come with Growth: the business that honours the code starts its trial.
  expect((await postAs(cafe, '/auth/plan', { plan: 'growth', billing: 'monthly' })).status()).toBe(200)
  const made = await postAs(cafe, `/api/collaborations/${proposal.id}/codes`, { offerText: 'A free pastry with any coffee' })
  expect(made.status(), await made.text()).toBe(201)
  const { code } = (await made.json()) as { code: { code: string } }
  const linked = await postAs(cafe, '/api/counter-links', { label: 'Front till' })
  expect(linked.status(), await linked.text()).toBe(201)
  const { link } = (await linked.json()) as { link: { url: string } }

  const path = new URL(link.url).pathname
  await page.goto(path)
  await expect(page.getByRole('heading', { name: `Record a sale for ${cafeProfile.name}` })).toBeVisible()
  await page.getByLabel('Offer code').fill(code.code.toLowerCase())
  await page.getByLabel('Amount paid (dollars)').fill('12.50')
  await page.getByLabel('Order or receipt number (optional)').fill('E2E-1')
  await page.getByRole('button', { name: 'Record the sale' }).click()
  await expect(page.getByTestId('counter-outcome')).toHaveText(`Recorded: ${code.code}, $12.50.`)

  // The same order again is counted once, and says so.
  await page.getByLabel('Offer code').fill(code.code)
  await page.getByLabel('Amount paid (dollars)').fill('12.50')
  await page.getByLabel('Order or receipt number (optional)').fill('E2E-1')
  await page.getByRole('button', { name: 'Record the sale' }).click()
  await expect(page.getByTestId('counter-outcome')).toContainText('already recorded')

  // axe runs as a script in the page, so it checks the same server-rendered page in a browser with
  // script: the form, and the page after a refused sale (the outcome shown, the typed values kept).
  const checked = cafe.page
  await checked.goto(path)
  await expect(checked.getByRole('heading', { name: `Record a sale for ${cafeProfile.name}` })).toBeVisible()
  expect(await seriousViolations(checked), 'the form').toEqual([])
  await checked.getByLabel('Offer code').fill(code.code)
  await checked.getByLabel('Amount paid (dollars)').fill('5000000')
  await checked.getByRole('button', { name: 'Record the sale' }).click()
  await expect(checked.getByTestId('counter-outcome')).toHaveText('Type the amount in dollars, like 12.50.')
  expect(await seriousViolations(checked), 'a refused sale').toEqual([])

  const results = await cafe.context.request.get(`/api/collaborations/${proposal.id}/results`, { headers: { authorization: `Bearer ${cafe.accessToken}` } })
  expect(((await results.json()) as { results: { redemptions: number; revenue: number } }).results).toMatchObject({ redemptions: 1, revenue: 1250 })
})
