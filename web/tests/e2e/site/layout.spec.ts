// Header dropdown, mobile menu, scroll-to-top, scroll on navigation, dev banner (`web/src/components/layout/`).
import { expect, test } from '@playwright/test'

import { hydrated } from './events'

test('the business dropdown lists every business type and closes on outside click and Escape', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const toggle = page.getByRole('button', { name: 'Built for Your Business' })
  await toggle.click()
  const menu = page.locator('#business-menu')
  await expect(menu).toBeVisible()
  for (const label of ['Fashion Boutiques', 'Coffee Shops & Bakeries', 'Online Stores', 'Startups & Tech']) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: "Don't see your business? Get in touch" })).toHaveAttribute('href', '/contact')
  await page.mouse.click(5, 600)
  await expect(menu).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await toggle.click()
  await menu.getByRole('link', { name: 'Coffee Shops & Bakeries' }).click()
  await expect(page).toHaveURL(/\/coffee-shop$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Counter Is Prime Real Estate')
})

test('opening the mobile menu closes the dropdown; the menu toggles', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 })
  await page.goto('/')
  await hydrated(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Built for Your Business' }).click()
  await expect(page.locator('#business-menu')).toBeVisible()
  await page.setViewportSize({ width: 900, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('button', { name: 'Built for Your Business' })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('#business-menu')).toBeHidden()
  await page.setViewportSize({ width: 900, height: 800 })
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toBeVisible()
  await expect(mobile.getByRole('link', { name: 'Wine Bars & Bottle Shops' })).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(mobile).toBeHidden()

  // Escape closes it, from its button or from inside it (the focus goes back to the button), and
  // so does a press outside the header.
  const toggle = page.locator('button[aria-controls="mobile-menu"]')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(mobile).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(mobile).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(mobile.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(mobile).toBeHidden()
  await expect(toggle).toBeFocused()
  await toggle.click()
  const menu = (await mobile.boundingBox())!
  expect(menu.y + menu.height).toBeLessThan(780) // the press below lands on the page, not the menu
  await page.mouse.click(450, 790)
  await expect(mobile).toBeHidden()
  await expect(page).toHaveURL(/\/$/)

  await page.getByRole('button', { name: 'Open menu' }).click()
  await mobile.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/subscriptions$/)
  await expect(mobile).toBeHidden()
})

test('scroll-to-top shows after 300 px and returns to the top; navigation starts at the top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await hydrated(page)
  const button = page.getByRole('button', { name: 'Back to top' })
  await page.evaluate(() => window.scrollTo(0, 250))
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the dev banner shows outside production and leaves after five seconds', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByTestId('dev-banner')).toBeVisible()
  await page.waitForTimeout(5_300)
  await expect(page.getByTestId('dev-banner')).toHaveCount(0)
})

test('signed out, the header offers Login and Get Started; the footer links', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('navigation', { name: 'Main' })
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Pricing', '/subscriptions'],
    ['Contact', '/contact'],
  ]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
  const footer = page.getByRole('contentinfo')
  for (const name of ['About', 'Contact Us', 'Privacy Policy', 'Terms of Service']) await expect(footer.getByRole('link', { name })).toBeVisible()
})

test('a menu closes when the keyboard’s focus leaves it, so it never covers the focused element', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const toggle = page.getByRole('button', { name: 'Built for Your Business' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#business-menu')).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator('#business-menu')).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toBeVisible()
  await page.locator('main a').first().focus()
  await expect(mobile).toBeHidden()
  await expect(page.locator('main a').first()).toBeFocused()
})
