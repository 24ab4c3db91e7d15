// The invoices page in a real browser: a signed-in member reaches /dashboard/invoices from the
// dashboard and reads, in the CMS's words, that no invoice or statement exists yet; another
// number's printable page reads "not found"; a visitor is sent to sign in.
import { expect, open, test } from '../auth/fixtures'

test('a member opens the invoices page from the dashboard; an unknown invoice is not found', async ({ page, signedIn }) => {
  expect(signedIn.email).toContain('@')
  await open(page, '/dashboard')
  await page.getByTestId('dashboard-invoices-link').click()
  await expect(page).toHaveURL(/\/dashboard\/invoices$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices and statements')
  await expect(page.getByTestId('no-invoices')).toHaveText('No invoices yet. Your first one arrives on the first day of next month.')
  await open(page, '/dashboard/invoices/KIN-2026-999999')
  await expect(page.getByTestId('invoice-unavailable')).toHaveText('We could not find that invoice.')
})

test('a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard/invoices')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Finvoices$/)
})
