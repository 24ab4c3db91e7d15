// Sales that arrive without the dashboard's sale form (decision 0104), managed on /dashboard/results:
// a counter link made in the page opens the counter page, where a sale is recorded and counted; a
// shop integration's secret is shown once and gone after a reload; a CSV file is checked (a dry
// run that stores nothing) and then imported. The page passes axe with each section's one-time
// answer shown.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, open, postAs, siteUrl, test, type Member } from '../partners/fixtures'

/** `promoter` proposes to `redeemer`, who accepts and starts a Growth trial; then `redeemer` makes a code: the collaboration's id and the code. */
async function collaborationWithCode(promoter: Member, redeemer: Member, redeemerSlug: string): Promise<{ id: number; code: string }> {
  const sent = await postAs(promoter, '/api/proposals', {
    toPartner: redeemerSlug,
    channel: 'newsletter',
    offer: 'product-sample',
    model: 'reciprocal',
    message: 'Shall we hand out each other’s offers?',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(redeemer, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  const plan = await postAs(redeemer, '/auth/plan', { plan: 'growth', billing: 'monthly' })
  expect(plan.status(), await plan.text()).toBe(200)
  const made = await postAs(redeemer, `/api/collaborations/${proposal.id}/codes`, { offerText: 'A free pastry with any coffee' })
  expect(made.status(), await made.text()).toBe(201)
  const { code } = (await made.json()) as { code: { code: string } }
  return { id: proposal.id, code: code.code }
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

async function redemptionsOf(member: Member, id: number): Promise<{ redemptions: number; revenue: number }> {
  const answer = await member.context.request.get(`/api/collaborations/${id}/results`, { headers: { authorization: `Bearer ${member.accessToken}` } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { results: { redemptions: number; revenue: number } }).results
}

test('counter links, shop integrations and a CSV import are managed on the results page', async ({ members, listProfile, noScriptPage }) => {
  // Two members with verified addresses and profiles, then a collaboration: minutes on a busy machine.
  test.setTimeout(240_000)
  const promoter = await members({ firstName: 'Ivy' })
  const redeemer = await members({ firstName: 'Otto' })
  await listProfile(promoter)
  const shop = await listProfile(redeemer)
  const { id, code } = await collaborationWithCode(promoter, redeemer, shop.slug)
  const page = redeemer.page
  await redeemer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() })
  await open(page, '/dashboard/results')

  // A counter link: made in the page, its URL shown once with what to tell the staff.
  const counter = page.getByTestId('counter-links')
  await counter.getByLabel('Name of the link (e.g. Front till)').fill('Front till')
  await counter.getByRole('button', { name: 'Make a counter link' }).click()
  const made = page.getByTestId('counter-link-made')
  await expect(made).toContainText('Your counter link “Front till” is ready.')
  await expect(made).toContainText('For your staff:')
  const url = (await made.getByTestId('counter-link-url').textContent())!
  expect(url).toMatch(new RegExp(`^${siteUrl()}/redeem/[a-z2-7]{32}$`))
  await made.getByRole('button', { name: 'Copy: Front till' }).click()
  await expect(page.getByTestId('counter-links-status')).toHaveText('Copied to the clipboard.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expect(counter.getByTestId('counter-link')).toHaveCount(1)
  await expectAccessible(page, 'a counter link just made')

  // Shop staff open it (no account, no script) and record a sale: it is counted.
  const counterPath = new URL(url).pathname
  await noScriptPage.goto(counterPath)
  await noScriptPage.getByLabel('Offer code').fill(code)
  await noScriptPage.getByLabel('Amount paid (dollars)').fill('12.50')
  await noScriptPage.getByLabel('Order or receipt number (optional)').fill('TILL-1')
  await noScriptPage.getByRole('button', { name: 'Record the sale' }).click()
  await expect(noScriptPage.getByTestId('counter-outcome')).toHaveText(`Recorded: ${code}, $12.50.`)
  expect(await redemptionsOf(redeemer, id)).toMatchObject({ redemptions: 1, revenue: 1250 })

  // Deleting asks first, then the link stops working at once; after a reload its URL is not shown again.
  // (The reload waits for the page's script: a click before it runs would do nothing.)
  await open(page, '/dashboard/results')
  await expect(page.getByTestId('counter-link-made')).toHaveCount(0)
  await counter.getByRole('button', { name: 'Delete: Front till' }).click()
  await expect(counter.getByText('Delete “Front till”? Its page stops working at once.')).toBeVisible()
  await counter.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByTestId('counter-links-status')).toHaveText('“Front till” is deleted: its page no longer works.')
  await expect(counter.getByTestId('counter-link')).toHaveCount(0)
  expect((await noScriptPage.goto(counterPath))!.status()).toBe(404)

  // A shop integration: its webhook URL and secret are shown once, with the platform's steps.
  const shops = page.getByTestId('shop-integrations')
  await shops.getByLabel('WooCommerce').check()
  await shops.getByLabel('Name of the shop').fill('Online shop')
  await shops.getByRole('button', { name: 'Connect a shop' }).click()
  const connected = page.getByTestId('integration-made')
  await expect(connected).toContainText('“Online shop” is connected.')
  await expect(connected.getByTestId('integration-url')).toHaveText(new RegExp(`^${siteUrl()}/api/integrations/woocommerce/[a-z2-7]{32}$`))
  const secret = (await connected.getByTestId('integration-secret').textContent())!
  expect(secret.length).toBeGreaterThanOrEqual(32)
  await expect(connected.getByTestId('integration-steps')).toContainText('Delivery URL')
  await expect(shops.getByTestId('integration')).toContainText('WooCommerce, connected')
  await expectAccessible(page, 'a shop just connected')
  await open(page, '/dashboard/results')
  await expect(page.getByTestId('integration-made')).toHaveCount(0)
  expect(await page.content()).not.toContain(secret)
  await expect(shops.getByTestId('integration')).toHaveCount(1)
  await shops.getByRole('button', { name: 'Delete: Online shop' }).click()
  await shops.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByTestId('shop-integrations-status')).toHaveText('“Online shop” is deleted: its orders are no longer recorded.')
  await expect(shops.getByTestId('integration')).toHaveCount(0)

  // A CSV file: checked first (nothing stored), then imported.
  const importer = page.getByTestId('import-sales')
  const csv = ['code,amount,orderRef,redeemedAt', `${code},20.00,FILE-1,`, `${code},twelve,FILE-2,`, `${code},12.50,TILL-1,`].join('\n')
  await importer.getByLabel('CSV file').setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await importer.getByRole('button', { name: 'Check the file' }).click()
  await expect(page.getByTestId('import-preview')).toContainText('Nothing is stored yet. This file would record 1 sales; 1 are already recorded')
  await expect(page.getByTestId('import-errors')).toHaveText(/^Line 3: amount:/)
  await expectAccessible(page, 'a checked CSV file')
  expect(await redemptionsOf(redeemer, id)).toMatchObject({ redemptions: 1, revenue: 1250 })
  await page.getByRole('button', { name: 'Import the sales' }).click()
  await expect(page.getByTestId('import-sales-status')).toHaveText('Done: 1 sales recorded, 1 already recorded, 1 lines left out.')
  await expect(page.getByTestId('import-preview')).toHaveCount(0)
  expect(await redemptionsOf(redeemer, id)).toMatchObject({ redemptions: 2, revenue: 3250 })
})
