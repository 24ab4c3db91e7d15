// The how-it-works Learn More modals: open, close by button, backdrop and Escape, focus trapped.
import { expect, test } from '@playwright/test'

import { events, hydrated } from './events'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
})

test('Learn More opens the step modal; the close button, Escape and the backdrop close it', async ({ page }) => {
  const learnMore = page.getByRole('button', { name: 'Learn More: Connect & Collaborate' })
  await learnMore.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(learnMore).toBeFocused()

  await learnMore.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await learnMore.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()

  const recorded = await events(page)
  expect(recorded).toContainEqual({ event: 'learn_more_clicked', properties: { step_number: 2, step_title: 'Connect & Collaborate' } })
})

test('focus stays inside the open modal, and Get Started leads to /contact', async ({ page }) => {
  await page.getByRole('button', { name: 'Learn More: Create Your Profile' }).click()
  const dialog = page.getByRole('dialog')
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await dialog.getByRole('link', { name: 'Get Started' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await events(page)).toContainEqual({ event: 'get_started_from_modal', properties: { step_number: 1, step_title: 'Create Your Profile' } })
})
