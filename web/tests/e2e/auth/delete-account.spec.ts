// Members own their data: deleting the account from the dashboard (decision 0033). A wrong
// password keeps the member and shows why; the right one signs out everywhere, lands on the home
// page with a confirmation, the account can no longer sign in, and a confirmation email arrives.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, open, submitSignIn, test } from './fixtures'
import { linkFromEmail } from '../support/mail'

/** No serious or critical axe violation inside `selector` (the same rule sets as site/a11y.spec.ts). */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('delete account: wrong password → error kept; right password → signed out, gone, confirmation mail', async ({ page, ownMember: member }) => {
  await open(page, '/dashboard')
  const section = page.getByTestId('delete-account')
  await expect(section.getByRole('heading', { name: 'Delete account' })).toBeVisible()

  await section.getByLabel('Your password').fill('not-my-password')
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await expect(section.getByRole('alert')).toHaveText('That password is not right. Your account has not been deleted.')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(`Welcome, ${member.firstName}!`).first()).toBeVisible()
  await expectAccessible(page, '[data-testid="delete-account"]')

  await section.getByLabel('Your password').fill(member.password)
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/\?account=deleted$/)
  await expect(page.getByTestId('account-deleted')).toContainText('Your account has been deleted and you have been signed out.')
  await expectAccessible(page, '[data-testid="account-deleted"]')
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  expect((await page.context().cookies()).filter((cookie) => /kindred_session/.test(cookie.name))).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('kindred.accessToken'))).toBeNull()

  const link = await linkFromEmail(member.email, /account has been deleted/)
  expect(new URL(link).pathname).toBe('/contact')

  // The dashboard is for members again, and the old credentials no longer sign in.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await open(page, '/login')
  await submitSignIn(page, member)
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })).toBeVisible()
})
