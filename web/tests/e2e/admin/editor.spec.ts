// The CMS admin for marketing staff: an editor signs in, edits seeded copy, publishes it,
// and the public site shows it within seconds; the same editor cannot see the staff or the desk.
import { cmsUrl, expect, openFromList, test } from '../support/staff'

// The admin compiles on first request under E2E_DEV=1.
test.setTimeout(240_000)

test('an editor edits a plan in the admin and the pricing page shows it', async ({ editorPage: page, request }) => {
  await page.goto(`${cmsUrl()}/admin/collections/plans`, { timeout: 120_000 })
  for (const plan of ['Community', 'Growth', 'Scale']) await expect(page.getByRole('link', { name: plan, exact: true })).toBeVisible({ timeout: 60_000 })
  await openFromList(page, 'Growth')

  const tagline = `Edited by an editor at ${Date.now()}.`
  const field = page.locator('#field-tagline')
  await expect(field).toHaveValue(/\w/, { timeout: 60_000 })
  await field.fill(tagline)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const published = Date.now()
  await expect.poll(async () => (await request.get('/subscriptions')).text(), { timeout: 5_000, intervals: [250] }).toContain(tagline)
  expect(Date.now() - published).toBeLessThan(5_000)

  // Editors manage content, not the team or the contact desk.
  const staffList = await page.request.get(`${cmsUrl()}/api/contact-messages`)
  expect(staffList.status()).toBe(403)
})

test('an editor previews a draft from the admin; visitors never see it', async ({ editorPage: page, request, context }) => {
  await page.goto(`${cmsUrl()}/admin/collections/business-types`, { timeout: 120_000 })
  await openFromList(page, 'Coffee Shops & Bakeries')
  const headline = `A draft headline ${Date.now()}`
  const field = page.locator('#field-headline')
  await expect(field).toHaveValue(/\w/, { timeout: 60_000 })
  await field.fill(headline)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/draft saved|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  // Visitors keep seeing the published page.
  await page.waitForTimeout(3_500)
  expect(await (await request.get('/coffee-shop')).text()).not.toContain(headline)

  // The admin's Preview button opens the site with drafts for this browser only.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('button', { name: 'Preview', exact: true })
      .or(page.getByRole('link', { name: 'Preview', exact: true }))
      .first()
      .click(),
  ])
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 30_000 })
  expect(await (await request.get('/coffee-shop')).text()).not.toContain(headline)
})

test("the SEO fields' counters sit under their descriptions, and only going past the limit is read out", async ({ editorPage: page }) => {
  // All the pages on one list page: the seed adds pages, and the first ten need not include Login.
  await page.goto(`${cmsUrl()}/admin/collections/pages?limit=100`, { timeout: 120_000 })
  await openFromList(page, 'Login')
  const title = page.locator('#field-seo__title')
  await expect(title).toHaveValue(/\w/, { timeout: 60_000 })
  const counter = page.getByTestId('length-counter-seo.title')
  const description = page.getByText('Browser tab and search result title; keep it within 60 characters.', { exact: false })
  const [below, above] = [(await counter.boundingBox())!, (await description.boundingBox())!]
  expect(below.y).toBeGreaterThanOrEqual(above.y + above.height - 1)
  await expect(counter.locator('[aria-live]')).toHaveText('')
  await title.fill('x'.repeat(61))
  await expect(counter).toContainText('61 / 60')
  await expect(counter.locator('[aria-live]')).toHaveText(' (search results cut the rest)')
})

test('the admin wears the brand: the mark and its name on the sign-in page, the same icon as the site in the tab', async ({ page, request }) => {
  await page.goto(`${cmsUrl()}/admin/login`, { timeout: 120_000 })
  await expect(page.getByText('Kindred CMS', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('img[src="/favicon.svg"]').first()).toBeVisible()
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href')
  const adminIcon = await request.get(new URL(href!, cmsUrl()).href)
  expect(adminIcon.status()).toBe(200)
  expect(adminIcon.headers()['content-type']).toContain('image/svg+xml')
  expect(await adminIcon.text()).toBe(await (await request.get('/favicon.svg')).text())
})
