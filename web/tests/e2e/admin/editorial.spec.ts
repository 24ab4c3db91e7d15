// Editors at work: the live preview follows their typing before anything is saved, a publish
// scheduled in the admin happens with nobody touching anything, and staff browsing the site get the
// editor bar (visitors never do) whose "Edit this page" opens the document in the admin.
import type { Page } from '@playwright/test'

import { cmsUrl, expect, openFromList, test } from '../support/staff'
import { siteUrl } from '../support/urls'

// The admin compiles on first request under E2E_DEV=1.
test.setTimeout(240_000)

async function openPlan(page: Page, name: string) {
  await page.goto(`${cmsUrl()}/admin/collections/plans`, { timeout: 120_000 })
  await openFromList(page, name)
  await expect(page.locator('#field-tagline')).toHaveValue(/\w/, { timeout: 60_000 })
}

test('the live preview shows what the editor types within 2 s, without saving', async ({ editorPage: page, request }) => {
  // A plan no other admin test opens: an open document stays locked to its editor for minutes.
  await openPlan(page, 'Community')
  // A retry (or a repeat) finds the plan still locked to the earlier attempt's editor: take it over,
  // as an editor would. The admin opens that dialog as the document loads.
  const takeOver = page.locator('#document-locked').getByRole('button', { name: 'Take over' })
  const locked = await takeOver.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  )
  if (locked) await takeOver.click()
  await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
  const frame = page.frameLocator('.live-preview-window iframe')
  await expect(frame.getByRole('heading', { name: 'Community', exact: true })).toBeVisible({ timeout: 60_000 })

  const words = `Typed in the admin at ${Date.now()}`
  await page.locator('#field-tagline').fill(words)
  // From the moment the words are in the field: the time the browser driver takes to type them is not the preview's.
  const started = Date.now()
  await expect(frame.getByText(words)).toBeVisible({ timeout: 2_000 })
  expect(Date.now() - started).toBeLessThan(2_000)

  // Nothing was saved: visitors still get the published plan.
  expect(await (await request.get('/subscriptions')).text()).not.toContain(words)
})

/** The schedule drawer's date input reads `MMM d, yyyy h:mm AM` in the browser's time zone (the test's). */
function pickerText(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' })
  const hours = date.getHours() % 12 || 12
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${month} ${date.getDate()}, ${date.getFullYear()} ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
}

test('a plan price scheduled 20 s ahead is on /subscriptions by 30 s, with nobody touching anything', async ({ editorPage: page, request }) => {
  await openPlan(page, 'Scale')
  const price = 100 + Math.floor(Math.random() * 40)
  await page.locator('#field-monthlyPrice').fill(String(price))
  await page.getByRole('button', { name: /^save draft$/i }).click()
  await expect(page.getByText(/draft saved|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
  const shows = async () => new RegExp(`\\$(?:<!-- -->)?${price}<`).test(await (await request.get('/subscriptions')).text())
  expect(await shows()).toBe(false)

  await page.locator('#action-save-popup .popup-button').click()
  await page.locator('#schedule-publish').click()
  const input = page.locator('.schedule-publish__scheduler .react-datepicker__input-container input')
  // The picker has minute steps: pick the first whole minute at least 25 s away, then save 20 s before it.
  const at = new Date(Date.now() + 25_000)
  at.setSeconds(60, 0)
  await input.fill(pickerText(at))
  await input.press('Enter')
  await page.waitForTimeout(Math.max(0, at.getTime() - 20_000 - Date.now()))
  await page.locator('#scheduled-publish-save').click()
  const scheduledAt = Date.now()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  expect(at.getTime() - scheduledAt).toBeGreaterThan(15_000)

  // The admin stays open but idle; the CMS process's job runner publishes, the site shows it.
  await expect.poll(shows, { timeout: 40_000, intervals: [500] }).toBe(true)
  const shownAfter = Date.now() - scheduledAt
  expect(shownAfter).toBeLessThan(30_000)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
})

test('staff who open a preview get the editor bar, visitors do not; Edit this page opens the document', async ({ editorPage: page, context, browser }) => {
  await page.goto(`${cmsUrl()}/admin/collections/business-types`, { timeout: 120_000 })
  // A business type no other admin test opens, so no other editor holds its document lock.
  await openFromList(page, 'Fashion Boutiques')
  await expect(page.locator('#field-headline')).toHaveValue(/\w/, { timeout: 60_000 })
  const docUrl = page.url().replace(/[?#].*$/, '')

  const [site] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('button', { name: 'Preview', exact: true })
      .or(page.getByRole('link', { name: 'Preview', exact: true }))
      .first()
      .click(),
  ])
  // React's recoverable errors (a server render it had to redo on the client) land in the console.
  const errors: string[] = []
  site.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  site.on('pageerror', (error) => void errors.push(error.message))
  await site.waitForURL(/\/fashion-boutique$/)
  const bar = site.getByRole('complementary', { name: 'Editor tools' })
  await expect(bar).toBeVisible({ timeout: 30_000 })
  expect(errors.filter((text) => /#419|client rendering|Suspense/i.test(text))).toEqual([])
  await expect(bar.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', docUrl)

  // Exit preview: back to published content, still marked as an editor.
  await bar.getByRole('link', { name: 'Exit preview' }).click()
  await site.waitForURL(/\/fashion-boutique$/)
  await expect(bar.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
  await expect(bar.getByRole('link', { name: 'Edit this page' })).toBeVisible()
  expect((await context.cookies()).some((cookie) => cookie.name === 'kindred_preview')).toBe(false)

  await bar.getByRole('link', { name: 'Edit this page' }).click()
  await site.waitForURL(docUrl)
  await expect(site.locator('#field-headline')).toHaveValue(/\w/, { timeout: 60_000 })

  // A visitor's browser gets the same page without the bar.
  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await anonymous.goto(`${siteUrl()}/fashion-boutique`)
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(anonymous.getByRole('complementary', { name: 'Editor tools' })).toHaveCount(0)
  await visitor.close()
})
