// The email settings page (/dashboard/settings/notifications, decision 0106): reached from the
// dashboard, a changed choice is saved, still there after a reload, and GET /auth/notifications
// answers the same; without script the page's own form saves too.
import type { Page } from '@playwright/test'

import { expect, open, test, type Member } from '../partners/fixtures'

async function storedChoices(member: Member) {
  const answer = await member.context.request.get('/auth/notifications', { headers: { authorization: `Bearer ${member.accessToken}` } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { notifications: unknown }).notifications
}

const choice = (page: Page, group: string, label: string) => page.getByTestId(`notifications-${group}`).getByLabel(label, { exact: true })

test('a changed email choice is saved, survives a reload and is what the API answers', async ({ members }) => {
  test.setTimeout(120_000)
  const member = await members({ firstName: 'Nell' })
  const page = member.page
  await open(page, '/dashboard')
  await page.getByTestId('dashboard-notifications-link').click()
  await expect(page).toHaveURL(/\/dashboard\/settings\/notifications$/)
  await expect(page.getByRole('heading', { name: 'Which emails would you like?' })).toBeVisible()
  // The defaults until the member chooses, each choice with what it means.
  await expect(choice(page, 'messages', 'As they happen')).toBeChecked()
  await expect(page.getByText('at most one per conversation every 10 minutes').first()).toBeVisible()
  await expect(page.getByText('at 8 am Melbourne time').first()).toBeVisible()

  await choice(page, 'messages', 'A daily digest at 8 am').check()
  await choice(page, 'proposals', 'None').check()
  await choice(page, 'monthlyReport', 'Don’t send it').check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByTestId('notifications-outcome')).toHaveText('Your email settings are saved.')

  await page.reload()
  await expect(choice(page, 'messages', 'A daily digest at 8 am')).toBeChecked()
  await expect(choice(page, 'proposals', 'None')).toBeChecked()
  await expect(choice(page, 'monthlyReport', 'Don’t send it')).toBeChecked()
  expect(await storedChoices(member)).toEqual({ proposals: 'off', messages: 'daily', monthlyReport: false })
})

test('the email settings form saves without JavaScript', async ({ members, noScriptPage }) => {
  test.setTimeout(120_000)
  const member = await members({ firstName: 'Noor' })
  await noScriptPage.context().addCookies(await member.context.cookies())
  await noScriptPage.goto('/dashboard/settings/notifications')
  await choice(noScriptPage, 'proposals', 'A daily digest at 8 am').check()
  await choice(noScriptPage, 'monthlyReport', 'Don’t send it').check()
  await noScriptPage.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(noScriptPage).toHaveURL(/\/dashboard\/settings\/notifications\?saved=yes/)
  await expect(noScriptPage.getByTestId('notifications-outcome')).toHaveText('Your email settings are saved.')
  await expect(choice(noScriptPage, 'proposals', 'A daily digest at 8 am')).toBeChecked()
  expect(await storedChoices(member)).toEqual({ proposals: 'daily', messages: 'instant', monthlyReport: false })
})
