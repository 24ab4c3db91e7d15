// A visitor's marketing pages, sign-in and registration hydrate as islands: the islands entry alone,
// no router or server-function client, and only the islands the page has
// (docs/decisions/0093-visitors-pages-hydrate-as-islands.md). Members keep the router's app.
import type { Page } from '@playwright/test'

import { expect, test } from '../auth/fixtures'
import { hydratedEvent } from '../../../src/server/hydrate-later'
import { events, hydrated } from './events'

/** Opens `path` and waits for the page's hydration signal, which comes after React's commit (and any mismatch it reports). */
async function openHydrated(page: Page, path: string) {
  await page.addInitScript((signal) => {
    document.addEventListener(signal, () => ((window as unknown as { signalled?: boolean }).signalled = true), { once: true })
  }, hydratedEvent)
  await page.goto(path)
  await page.waitForFunction(() => (window as unknown as { signalled?: boolean }).signalled === true)
}

/** The scripts the page has loaded so far, by path. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )

for (const path of ['/', '/about', '/subscriptions', '/coffee-shop', '/privacy', '/contact', '/login', '/register', '/forgot-password', '/reset-password', '/partners', '/partners?q=bakery']) {
  test(`${path} hydrates its islands alone, with none of the router’s scripts and no mismatch`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await openHydrated(page, path)
    await hydrated(page)
    const scripts = await scriptsLoaded(page)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => !script.startsWith('/assets/islands/'))).toEqual([])
    expect(await page.locator('[data-island="header"]').count()).toBe(1)
    expect(errors).toEqual([])
    // What only the router's app reads is never rendered: its dehydrated state and its scroll restoration.
    const html = await (await page.request.get(path)).text()
    expect(html).not.toContain('$_TSR')
    expect(html).not.toContain('tsr-scroll-restoration')
  })
}

test('an island whose code fails to load stays as drawn; the others hydrate and the page signals', async ({ page }) => {
  await page.route('**/assets/islands/header.island-*.js', (route) => route.abort())
  await openHydrated(page, '/')
  await page.getByRole('button', { name: 'Learn More: Connect & Collaborate' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the header menu works as an island, and a link is a page load', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/about')
  await hydrated(page)
  const toggle = page.locator('button[aria-controls="mobile-menu"]')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await page.evaluate(() => ((window as unknown as { beforeNavigation?: boolean }).beforeNavigation = true))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBeUndefined()
})

test('the contact form’s code loads when the visitor reaches into the form, not with the page', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  await page.waitForTimeout(300)
  expect((await scriptsLoaded(page)).filter((script) => /ContactSection/.test(script))).toEqual([])
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(form).not.toHaveAttribute('novalidate')
  await page.getByLabel('Email').click()
  await page.keyboard.type('not-an-email')
  await expect(form).toHaveAttribute('novalidate', '')
  // Typed while the form's code was on its way, and kept.
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email')
  await page.getByLabel('Email').blur()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
})

test('the sign-in form works as an island: errors after the press, then signed in on the dashboard', async ({ page, member }) => {
  await openHydrated(page, '/login')
  expect(await page.locator('[data-island="login"]').count()).toBe(1)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill('wrong-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible()
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(`Welcome, ${member.firstName}!`).first()).toBeVisible()
})

test('the registration form works as an island: its button waits for valid fields', async ({ page }) => {
  await openHydrated(page, '/register')
  expect(await page.locator('[data-island="register"]').count()).toBe(1)
  const submit = page.getByRole('button', { name: 'Create Account' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByLabel('Email').blur()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
})

test('a visitor’s profile page hydrates as islands: the way back to the directory view, and the view recorded', async ({ page }) => {
  await page.goto('/partners?type=coffee-shop')
  await hydrated(page)
  const profile = (await page.getByTestId('partner-card').first().getByRole('link').first().getAttribute('href'))!
  await openHydrated(page, profile)
  expect((await scriptsLoaded(page)).filter((script) => !script.startsWith('/assets/islands/'))).toEqual([])
  await expect(page.getByRole('link', { name: 'Back to the directory' })).toHaveAttribute('href', '/partners?type=coffee-shop')
  await expect.poll(async () => (await events(page)).filter((e) => e.event === 'partner_profile_viewed').map((e) => e.properties.partner_slug)).toContain(profile.split('/').at(-1))
  // A visitor's way to propose is a link to sign in, back here after.
  await expect(page.getByRole('link', { name: /sign in to propose/i })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(profile)}&reason=propose`)
})

test('the directory works as one island: a filter, a page link and the back button show their views in place', async ({ page }) => {
  await openHydrated(page, '/partners')
  expect(await page.locator('[data-island="directory"]').count()).toBe(1)
  // The results are the server's HTML: not an island, and the cards are not repeated as data.
  expect(await page.locator('[data-island] [data-testid="partner-card"]').count()).toBe(0)
  expect(await page.locator('script[data-island-props="directory"]').textContent()).not.toContain('/partners/')
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true))
  const count = page.getByTestId('result-count')
  const all = await count.textContent()

  await page.getByLabel('Channel', { exact: true }).selectOption('newsletter')
  await expect(page).toHaveURL(/\/partners\?channel=newsletter$/)
  await expect(count).not.toHaveText(all!)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  for (const card of await page.getByTestId('partner-card').all()) await expect(card).toContainText('Digital newsletter')

  await page.goBack()
  await expect(page).toHaveURL(/\/partners$/)
  await expect(count).toHaveText(all!)
  await expect(page.getByLabel('Channel', { exact: true })).toHaveValue('')
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/partners\?page=2$/)
  await expect(count).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  expect((await scriptsLoaded(page)).filter((script) => !script.startsWith('/assets/islands/'))).toEqual([])
})

test('a directory view that cannot be shown in place is loaded as a page', async ({ page }) => {
  await openHydrated(page, '/partners')
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true))
  await page.route(
    (url) => url.pathname === '/partners' && url.searchParams.has('channel'),
    (route) => (route.request().resourceType() === 'fetch' ? route.fulfill({ status: 503, body: 'Unavailable' }) : route.fallback()),
  )
  await page.getByLabel('Channel', { exact: true }).selectOption('newsletter')
  await expect(page).toHaveURL(/\/partners\?channel=newsletter$/)
  await expect(page.getByLabel('Channel', { exact: true })).toHaveValue('newsletter')
  await expect.poll(() => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined()
})

/** A page the router's app hydrated: none of the islands' scripts, and none of their wrappers or repeated props. */
async function expectRouterApp(page: Page) {
  await hydrated(page)
  expect((await scriptsLoaded(page)).some((script) => script.startsWith('/assets/islands/'))).toBe(false)
  expect(await page.locator('[data-island], script[data-island-props], #island-root').count()).toBe(0)
}

test('a member’s directory is the router’s app, with no island: it hydrates the cards the server wrote, and a card opens its profile in the app', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto('/partners')
  await expectRouterApp(page)
  // The server writes the cards as text (partner-card-html.ts); React must take them as its own.
  expect(errors).toEqual([])
  await page.evaluate(() => ((window as unknown as { beforeNavigation?: boolean }).beforeNavigation = true))
  const card = page.getByTestId('partner-card').first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/partners\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true)
  expect(errors).toEqual([])
})

test('a member’s marketing page is the router’s app: its entry and client navigation', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy()
  await page.goto('/about')
  await expectRouterApp(page)
  await page.evaluate(() => ((window as unknown as { beforeNavigation?: boolean }).beforeNavigation = true))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true)
})
