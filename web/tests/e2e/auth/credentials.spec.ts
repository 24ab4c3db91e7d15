// Browser credentials (decision 0030): no token where a script can read it, one cookie refresh at a
// time across tabs, and a session ended on the server shown at once as the signed-out header.
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'

import { expect, open, revokeOnServer, test } from './fixtures'

const refreshPath = '/auth/session/refresh'
const tenMinutesAndABit = 10.5 * 60_000

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name.endsWith('kindred_session'))
}

async function expectSignedIn(page: Page, firstName: string) {
  await expect(page.getByText(`Welcome, ${firstName}!`).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible()
}

async function expectSignedOut(page: Page, firstName: string) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  await expect(header.getByRole('link', { name: 'Get Started' }).first()).toBeVisible()
  await expect(page.getByText(`Welcome, ${firstName}!`)).toHaveCount(0)
}

/** Every storage entry of the page, keys and values. */
const storageEntries = (page: Page) => page.evaluate(() => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''])))

test('signing in through the form leaves no token where a script can read it, and clears old stored tokens', async ({ page, member }) => {
  await open(page, '/')
  await page.evaluate(() => {
    localStorage.setItem('kindred.accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln')
    localStorage.setItem('kindred.refreshToken', 'old.refresh')
    localStorage.setItem('kindred.user', '{"firstName":"Ada"}')
  })
  await open(page, '/login')
  expect(await page.evaluate(() => ['kindred.accessToken', 'kindred.refreshToken', 'kindred.user'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null])

  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  // The page leaves for the dashboard as soon as the answer arrives, so the answer is read on its way.
  let answered: (body: unknown) => void = () => {}
  const answer = new Promise<unknown>((resolve) => (answered = resolve))
  await page.route('**/auth/login', async (route) => {
    const response = await route.fetch()
    answered(await response.json())
    await route.fulfill({ response })
  })
  await page.getByRole('button', { name: 'Sign In' }).click()
  const body = (await answer) as { accessToken?: string; refreshToken?: string }
  expect(body).toMatchObject({ success: true, user: { email: member.email } })
  expect(body.accessToken).toBeUndefined()
  expect(body.refreshToken).toBeUndefined()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expectSignedIn(page, member.firstName)

  const cookie = (await sessionCookie(page.context()))!
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('kindred_session')
  const secret = cookie.value.split('.')[1]!
  for (const [key, value] of await storageEntries(page)) {
    expect(key).not.toMatch(/token/i)
    expect(value).not.toContain(secret)
    expect(value).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
  }
})

test('two tabs refresh at the same moment: one at a time, both stay signed in, the next navigation works', async ({ context, signedIn }) => {
  await context.clock.install()
  const tabs = [await context.newPage(), await context.newPage()]
  await open(tabs[0]!, '/dashboard')
  await open(tabs[1]!, '/about')
  for (const tab of tabs) await expectSignedIn(tab, signedIn.firstName)
  const before = (await sessionCookie(context))!.value

  // Each refresh's start and the moment its answer arrived, from the browser's own network timing:
  // Playwright's request and response events of two tabs may reach the test out of order.
  const statuses: number[] = []
  const flights: { start: number; answered: number }[] = []
  context.on('response', (response) => {
    if (!response.url().endsWith(refreshPath)) return
    statuses.push(response.status())
    const timing = response.request().timing()
    flights.push({ start: timing.startTime, answered: timing.startTime + timing.responseStart })
  })

  // Both tabs' refresh timers fall due in the same instant.
  await context.clock.fastForward(tenMinutesAndABit)
  await expect.poll(() => statuses.length).toBeGreaterThanOrEqual(1)
  await expect.poll(async () => (await sessionCookie(context))!.value).not.toBe(before)
  // Give a second tab's refresh, if any, time to finish.
  await tabs[0]!.waitForTimeout(1_000)
  expect(statuses.every((status) => status === 200)).toBe(true)
  expect(statuses.length).toBeLessThanOrEqual(2)
  // One at a time: a second refresh, if any, starts only once the first was answered.
  flights.sort((x, y) => x.start - y.start)
  for (let i = 1; i < flights.length; i++) expect(flights[i]!.start).toBeGreaterThanOrEqual(flights[i - 1]!.answered)

  for (const tab of tabs) {
    await expectSignedIn(tab, signedIn.firstName)
    await expect(tab.getByTestId('session-notice')).toHaveCount(0)
  }
  // A third navigation, a full page load with the rotated cookie, still finds the session.
  const third = await context.newPage()
  await open(third, '/dashboard')
  await expect(third).toHaveURL(/\/dashboard$/)
  await expect(third.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${signedIn.firstName}!`)
  // And a client-side navigation in the first tab.
  await tabs[1]!.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click()
  await expect(tabs[1]!).toHaveURL(/\/dashboard$/)
  await expectSignedIn(tabs[1]!, signedIn.firstName)
})

test('a session revoked on the server: a 401 signs every tab out, the dashboard sends to /login with a notice', async ({ context, signedIn }) => {
  const dashboard = await context.newPage()
  const about = await context.newPage()
  await open(dashboard, '/dashboard')
  await open(about, '/about')
  await expectSignedIn(dashboard, signedIn.firstName)

  await revokeOnServer(context)
  // The page does not know yet; its next API call answers 401.
  await dashboard.getByRole('button', { name: 'Save profile' }).click()

  await expect(dashboard).toHaveURL(/\/login$/)
  await expectSignedOut(dashboard, signedIn.firstName)
  await expect(dashboard.getByTestId('session-notice')).toContainText('Your session has ended. Please sign in again.')
  // The other tab heard of it.
  await expectSignedOut(about, signedIn.firstName)
  await expect(about.getByTestId('session-notice')).toBeVisible()
  await about.getByRole('button', { name: 'Dismiss notice' }).click()
  await expect(about.getByTestId('session-notice')).toHaveCount(0)
})

test('a session revoked on the server: the next cookie refresh signs the page out', async ({ context, page, signedIn }) => {
  await context.clock.install()
  await open(page, '/about')
  await expectSignedIn(page, signedIn.firstName)
  await revokeOnServer(context)
  const refused = page.waitForResponse((response) => response.url().endsWith(refreshPath))
  await context.clock.fastForward(tenMinutesAndABit)
  expect((await refused).status()).toBe(401)
  await expectSignedOut(page, signedIn.firstName)
  await expect(page.getByTestId('session-notice')).toContainText('Your session has ended.')
  const axe = await new AxeBuilder({ page }).include('[data-testid="session-notice"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  await page.getByTestId('session-notice').getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('logging out in one tab signs the other tab out, without a notice', async ({ context, signedIn }) => {
  const [first, second] = [await context.newPage(), await context.newPage()]
  await open(first, '/about')
  await open(second, '/contact')
  await first.getByRole('button', { name: 'Logout' }).first().click()
  await expect(first).toHaveURL(/\/\?account=signed-out$/)
  await expectSignedOut(first, signedIn.firstName)
  await expectSignedOut(second, signedIn.firstName)
  await expect(second.getByTestId('session-notice')).toHaveCount(0)
})
