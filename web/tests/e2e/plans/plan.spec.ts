// The plan page in a real browser: a visitor chooses Growth on the pricing page, registers, lands on
// /dashboard/plan with Growth chosen, sees what the change does, starts the 14-day trial and reads
// its end date (Melbourne's day); the page is axe-clean before and after. Without script, the page's
// own form changes the plan too.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, open, submitRegistration, test } from '../auth/fixtures'
import { uniqueEmail } from '../support/mail'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const melbourneDay = (moment: number) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(moment))

test('a new member chooses Growth on the pricing page, registers and starts the trial on the plan page', async ({ page }) => {
  await open(page, '/subscriptions')
  await page.getByRole('link', { name: 'Start Growth Plan' }).click()
  await expect(page).toHaveURL(/\/register\?redirect=%2Fdashboard%2Fplan%3Fplan%3Dgrowth$/)
  await submitRegistration(page, { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('e2e-plan'), password: 'analytical-engine-42' })

  await expect(page).toHaveURL(/\/dashboard\/plan\?plan=growth$/)
  await expect(page.getByTestId('plan-current')).toHaveText('You are on the Community plan.')
  await expect(page.getByTestId('plan-card-growth')).toContainText('$49.00 a month')
  await expect(page.getByTestId('plan-card-growth')).toContainText('$470.40 a year')
  // Scale's price is the CMS's: the editorial spec schedules a new one, so only its form is checked here.
  await expect(page.getByTestId('plan-card-scale')).toContainText(/\$\d+\.00 a month/)
  await expect(page.getByRole('radio', { name: 'Growth' })).toBeChecked()
  const preview = page.getByTestId('plan-preview')
  await expect(preview).toContainText('Starts your 14-day free trial. No card needed.')
  await expect(page.getByTestId('plan-gains')).toContainText('Partnership agreement templates')
  await expect(page.getByTestId('plan-proration')).toHaveText('Changing now adds nothing to your next invoice.')
  expect(await seriousViolations(page), 'before the change').toEqual([])

  // Scale would add API keys and team seats; back to Growth.
  await page.getByRole('radio', { name: 'Scale' }).check()
  await expect(page.getByTestId('plan-gains')).toContainText('5 team seats')
  await page.getByRole('radio', { name: 'Growth' }).check()

  const started = Date.now()
  await page.getByRole('button', { name: 'Change plan' }).click()
  const outcome = page.getByRole('status').filter({ hasText: 'You are now on the Growth plan.' })
  await expect(outcome).toBeVisible()
  await expect(outcome).toBeFocused()
  await expect(page.getByTestId('plan-current')).toHaveText('You are on the Growth plan.')
  await expect(page.getByTestId('plan-status-value')).toHaveText('Free trial')
  // Fourteen days on, as Melbourne's day (a run across Melbourne's midnight may see either day).
  const days = [melbourneDay(started + 14 * 86_400_000), melbourneDay(Date.now() + 14 * 86_400_000)]
  await expect(page.getByTestId('plan-trial-ends')).toHaveText(new RegExp(`^Your free trial of Growth ends on (${days.join('|')})\\. Your account then moves to Community\\.$`))
  expect(await seriousViolations(page), 'after the change').toEqual([])

  // The dashboard leads here.
  await open(page, '/dashboard')
  await page.getByTestId('dashboard-plan-link').click()
  await expect(page).toHaveURL(/\/dashboard\/plan$/)
})

test('without script, the plan form changes the plan and the page says so', async ({ browser, ownMember, context }) => {
  void ownMember
  const noScript = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, storageState: await context.storageState() })
  const page = await noScript.newPage()
  await page.goto('/dashboard/plan?plan=scale')
  await expect(page.getByRole('radio', { name: 'Scale' })).toBeChecked()
  await page.getByRole('button', { name: 'Change plan' }).click()
  await expect(page).toHaveURL(/\/dashboard\/plan\?done=changed#plan-status$/)
  await expect(page.getByTestId('plan-outcome')).toHaveText('You are now on the Scale plan.')
  await expect(page.getByTestId('plan-status-value')).toHaveText('Free trial')
  await noScript.close()
})
