// Visitors' pages paint before any script loads and hydrate after; what a visitor does in between is
// kept and handed to React (docs/decisions/0073-hydrate-after-first-paint.md). Members' pages hydrate at once.
import type { Page } from '@playwright/test'

import { expect, submitRegistration, submitSignIn, test } from '../auth/fixtures'
import { hydratedEvent } from '../../../src/server/hydrate-later'
import { hydrated } from './events'

/** Holds the page's entry script (named by its hydration loader) until the returned function is called. */
async function holdEntry(page: Page, path: string): Promise<() => void> {
  const entry = /data-entry="([^"]+)"/.exec(await (await page.request.get(path)).text())?.[1]
  expect(entry, 'the page carries the hydration loader').toBeTruthy()
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${entry}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Opens /register with its entry script held, fills the form and presses Create Account (enabled
 * before hydration: the browser's own checks apply, and the press is held, not lost). Returns the
 * release of the script and the registration posts the page sends from then on.
 */
async function registerBeforeHydration(page: Page, firstName: string, lastName: string) {
  const release = await holdEntry(page, '/register')
  await page.goto('/register')
  await submitRegistration(page, { firstName, lastName, email: `e2e-early-${firstName.toLowerCase()}-${Date.now()}@example.com`, password: 'analytical-engine-42' })
  const registrations: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/(auth\/)?register$/.test(path)) registrations.push(path)
  })
  return { release, registrations }
}

test('a visitor’s page requests no script before it has loaded, then hydrates', async ({ page }) => {
  for (const path of ['/', '/contact', '/login']) {
    await page.goto(path)
    const early = await page.evaluate(() => {
      const loadAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && entry.startTime < loadAt)
        .map((entry) => entry.name)
    })
    expect(early, path).toEqual([])
    await hydrated(page)
  }
})

test('a click on a scripted button before hydration is answered, once, when React runs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const release = await holdEntry(page, '/about')
  await page.goto('/about')
  const toggle = page.locator('button[aria-controls="mobile-menu"]')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  release()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#mobile-menu')).toBeVisible()
  // Not replayed twice: the menu stays open.
  await page.waitForTimeout(300)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
})

test('a Learn More clicked on the home page before hydration opens its step once React runs', async ({ page }) => {
  const release = await holdEntry(page, '/')
  await page.goto('/')
  await page.getByRole('button', { name: 'Learn More: Connect & Collaborate' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  release()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a sign-in sent before hydration goes through once React runs, with what was typed', async ({ page, member }) => {
  const release = await holdEntry(page, '/login')
  await page.goto('/login')
  await submitSignIn(page, member)
  await expect(page).toHaveURL(/\/login$/)
  release()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(`Welcome, ${member.firstName}!`).first()).toBeVisible()
})

test('a sign-in sent while the page’s script fails to load goes through without it', async ({ page, member }) => {
  const entry = /data-entry="([^"]+)"/.exec(await (await page.request.get('/login')).text())?.[1]
  expect(entry, 'the page carries the hydration loader').toBeTruthy()
  await page.route(`**${entry}`, (route) => route.abort())
  await page.goto('/login')
  await submitSignIn(page, member)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(`Welcome, ${member.firstName}!`).first()).toBeVisible()
})

test('a registration sent before hydration goes through once React runs, sent once', async ({ page }) => {
  const { release, registrations } = await registerBeforeHydration(page, 'Ada', 'Lovelace')
  await expect(page).toHaveURL(/\/register$/)
  release()
  await expect(page).toHaveURL(/\/dashboard\?registered=1$/)
  await expect(page.getByText('Welcome, Ada!').first()).toBeVisible()
  expect(registrations).toEqual(['/auth/register'])
})

test('a held registration replayed while React has rendered the form but not yet committed it waits for the commit', async ({ page }) => {
  const { release, registrations } = await registerBeforeHydration(page, 'Grace', 'Hopper')
  // The moment between React's render of the route (props set on the form) and its commit (handlers
  // live): the form looks owned and the root has signalled, yet no handler answers the submit.
  await page.evaluate((signal) => {
    Object.assign(document.querySelector('form[data-posts-without-script]')!, { __reactProps$uncommitted: {} })
    document.dispatchEvent(new Event(signal))
  }, hydratedEvent)
  await page.waitForTimeout(300)
  expect(registrations, 'the replay is not sent as the browser’s own post').toEqual([])
  await expect(page).toHaveURL(/\/register$/)
  release()
  await expect(page).toHaveURL(/\/dashboard\?registered=1$/)
  await expect(page.getByText('Welcome, Grace!').first()).toBeVisible()
  expect(registrations).toEqual(['/auth/register'])
})

test('a member’s pages keep their scripts up front', async ({ page, request, signedIn }) => {
  expect(signedIn.email).toBeTruthy()
  const member = await (await page.request.get('/dashboard')).text()
  expect(member).toMatch(/<script type="module"[^>]+src="\/assets\//)
  expect(member).toMatch(/<link rel="modulepreload"/)
  expect(member).not.toContain('data-entry=')
  const visitor = await (await request.get('/')).text()
  expect(visitor).not.toMatch(/<link rel="modulepreload"/)
  expect(visitor).toContain('data-entry=')
})
