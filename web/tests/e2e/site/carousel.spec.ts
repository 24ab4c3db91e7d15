// The comparison carousel (`web/src/components/carousel/carousel.ts`): buttons wrap, dots jump, keys, swipe,
// fading by distance.
import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './events'

const titles = ['Marketing Power', 'Product Ecosystem', 'Economies of Scale', 'Physical Footprint', 'Partnership Teams', 'Brand Recognition']

const current = (page: Page) => page.getByTestId('comparison-carousel').locator('article:not([aria-hidden="true"]) h3')

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
})

test('six cards; previous and next wrap around', async ({ page }) => {
  const carousel = page.getByTestId('comparison-carousel')
  await expect(carousel.locator('article')).toHaveCount(6)
  await expect(current(page)).toHaveText(titles[0]!)
  await carousel.getByRole('button', { name: 'Previous card' }).click()
  await expect(current(page)).toHaveText(titles[5]!)
  await carousel.getByRole('button', { name: 'Next card' }).click()
  await carousel.getByRole('button', { name: 'Next card' }).click()
  await expect(current(page)).toHaveText(titles[1]!)
})

test('dots jump, and cards fade 1 / 0.7 / 0.4 / 0.2 and sit 80 px apart', async ({ page }) => {
  const carousel = page.getByTestId('comparison-carousel')
  await carousel.getByRole('button', { name: 'Physical Footprint' }).click()
  await expect(current(page)).toHaveText('Physical Footprint')
  await expect(carousel.getByRole('button', { name: 'Physical Footprint' })).toHaveAttribute('aria-current', 'true')
  const styles = await carousel.locator('article').evaluateAll((cards) => cards.map((c) => [(c as HTMLElement).style.opacity, (c as HTMLElement).style.transform]))
  expect(styles.map(([opacity]) => opacity)).toEqual(['0.2', '0.4', '0.7', '1', '0.7', '0.4'])
  expect(styles[2]![1]).toContain('translateX(-80px)')
  expect(styles[5]![1]).toContain('translateX(160px)')
})

test('keyboard: Left, Right, Home and End', async ({ page }) => {
  const carousel = page.getByTestId('comparison-carousel')
  await carousel.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(current(page)).toHaveText(titles[5]!)
  await page.keyboard.press('ArrowRight')
  await expect(current(page)).toHaveText(titles[0]!)
  await page.keyboard.press('End')
  await expect(current(page)).toHaveText(titles[5]!)
  await page.keyboard.press('Home')
  await expect(current(page)).toHaveText(titles[0]!)
})

test('swipe: more than 50 px moves, less does not; previous/next buttons are desktop only', async ({ page }) => {
  const carousel = page.getByTestId('comparison-carousel')
  const swipe = (dx: number) =>
    carousel.evaluate((el, dx) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 })
      el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(300)], changedTouches: [touch(300)], bubbles: true }))
      el.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(300 + dx)], bubbles: true }))
    }, dx)
  await swipe(-40)
  await expect(current(page)).toHaveText(titles[0]!)
  await swipe(-80)
  await expect(current(page)).toHaveText(titles[1]!)
  await swipe(80)
  await swipe(80)
  await expect(current(page)).toHaveText(titles[5]!)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(carousel.getByRole('button', { name: 'Next card' })).toBeHidden()
})

test('the carousel call to action goes to /register', async ({ page }) => {
  await expect(page.locator('#level-playing-field').getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/register')
})
