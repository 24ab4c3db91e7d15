// The CMS admin for marketing staff: an editor signs in, edits seeded copy, publishes it,
// and the public site shows it within seconds; the same editor cannot see the staff or the desk.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const cmsUrl = () => process.env.E2E_CMS_URL!

async function createStaff(request: APIRequestContext, role: 'editor' | 'support') {
  const login = await request.post(`${cmsUrl()}/api/staff/login`, {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const user = { email: `${role}-${Date.now()}@kindred.test`, password: `${role} password for tests` }
  const created = await request.post(`${cmsUrl()}/api/staff`, {
    headers: { Authorization: `JWT ${token}` },
    data: { ...user, name: `Test ${role}`, role },
  })
  expect(created.status()).toBe(201)
  return user
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto(`${cmsUrl()}/admin/login`, { timeout: 120_000 })
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

// The admin compiles on first request under E2E_DEV=1.
test.setTimeout(240_000)

test('an editor edits a plan in the admin and the pricing page shows it', async ({ page, request }) => {
  const editor = await createStaff(request, 'editor')
  await signIn(page, editor)

  await page.goto(`${cmsUrl()}/admin/collections/plans`, { timeout: 120_000 })
  for (const plan of ['Community', 'Growth', 'Scale']) await expect(page.getByRole('link', { name: plan, exact: true })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('link', { name: 'Growth', exact: true }).click()

  const tagline = `Edited by an editor at ${Date.now()}.`
  const field = page.locator('#field-tagline')
  await expect(field).toHaveValue(/\w/, { timeout: 60_000 })
  await field.fill(tagline)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const published = Date.now()
  await expect
    .poll(async () => (await request.get('/subscriptions')).text(), { timeout: 5_000, intervals: [250] })
    .toContain(tagline)
  expect(Date.now() - published).toBeLessThan(5_000)

  // Editors manage content, not the team or the contact desk.
  const staffList = await page.request.get(`${cmsUrl()}/api/contact-messages`)
  expect(staffList.status()).toBe(403)
})

test('an editor previews a draft from the admin; visitors never see it', async ({ page, request, context }) => {
  const editor = await createStaff(request, 'editor')
  await signIn(page, editor)

  await page.goto(`${cmsUrl()}/admin/collections/business-types`, { timeout: 120_000 })
  await page.getByRole('link', { name: 'Coffee Shops & Bakeries', exact: true }).click()
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
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).or(page.getByRole('link', { name: 'Preview' })).first().click()])
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 30_000 })
  expect(await (await request.get('/coffee-shop')).text()).not.toContain(headline)
})
