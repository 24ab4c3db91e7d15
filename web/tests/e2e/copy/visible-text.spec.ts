// Every word a visitor or member sees comes from the CMS (decision 0050): each visible line of the
// main pages, placeholders and aria-labels included, is found in the published CMS content read
// through the REST API as staff. Member data, numbers and dates are the only exceptions
// (coverage.ts). A component that hard-codes a new word fails this test.
import type { Page } from '@playwright/test'

import { expect, open, test } from '../auth/fixtures'

import { publishedCopy } from './cms'
import { coverageChecker } from './coverage'

/** innerText lines of the page plus its title, placeholders, aria-labels and alt texts; hidden bot traps and decoration excluded. */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')) element.style.display = 'none'
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], img[alt]')].flatMap((element) =>
      ['placeholder', 'aria-label', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    )
    // Outside production the title starts with the environment label (`APP_ENV`, README, Configuration), which is not copy.
    const title = document.title.replace(/^\[DEV\] /, '')
    const lines = [title, ...document.body.innerText.split('\n'), ...attributes].map((line) => line.trim()).filter(Boolean)
    return [...new Set(lines)]
  })
}

const pages = [
  '/',
  '/contact',
  '/login',
  '/register',
  '/subscriptions',
  '/coffee-shop',
  '/forgot-password',
  '/forgot-password?sent=1',
  '/reset-password',
  '/reset-password?token=not-a-real-token-but-long-enough-to-be-read-as-one',
  '/verify-email?outcome=verified',
  '/verify-email?outcome=already-verified',
  '/verify-email?outcome=failed',
]

test('every visible line of the public pages is CMS copy', async ({ page, request }) => {
  const { check } = coverageChecker(await publishedCopy(request))
  const found: Record<string, string[]> = {}
  for (const path of pages) {
    await open(page, path)
    found[path] = check(await visibleLines(page)).uncovered
  }
  // Words that are not in the CMS, by page: none anywhere.
  expect(found).toEqual(Object.fromEntries(pages.map((path) => [path, []])))
})

test('every visible line of the dashboard is CMS copy or the member’s own data', async ({ page, request, signedIn }) => {
  const member = [signedIn.firstName, signedIn.lastName, `${signedIn.firstName} ${signedIn.lastName}`, signedIn.email, 'Engines Pty Ltd', 'AL']
  const { check } = coverageChecker(await publishedCopy(request), member)
  await open(page, '/dashboard')
  await expect(page.getByTestId('verification-notice')).toBeVisible()
  expect(check(await visibleLines(page)).uncovered).toEqual([])
})

test('a hard-coded word is caught', async ({ page, request }) => {
  const { check } = coverageChecker(await publishedCopy(request))
  await open(page, '/contact')
  // The form hydrates when the visitor first reaches into it; words injected before that are
  // replaced when React takes the form over. It sets novalidate once hydrated.
  await page.locator('input[name="name"]').click()
  await expect(page.locator('form[method="post"]')).toHaveAttribute('novalidate', '')
  await page.evaluate(() => {
    const button = document.querySelector('form[method="post"] button[type="submit"]')!
    button.append(' Now')
    document.querySelector('input[name="name"]')!.setAttribute('placeholder', 'Your full name')
  })
  expect(check(await visibleLines(page)).uncovered.sort()).toEqual(['Send Message Now', 'Your full name'])
})
