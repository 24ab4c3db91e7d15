// Only identified persons are tracked (`web/src/analytics/index.ts`): a member whose session is restored from the
// cookie (no sign-in on this page) is identified as soon as the page loads; a visitor is not.
import { expect, open, test } from './fixtures'

const identified = () => (window.__kindredEvents ?? []).filter((entry) => entry.event === '$identify').map((entry) => entry.properties)

test('a member restored from the session cookie is identified on page load', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy()
  await open(page, '/')
  await expect.poll(() => page.evaluate(identified)).toEqual([{ id: expect.stringMatching(/^\d+$/) }])
})

test('a visitor is not identified', async ({ page }) => {
  await open(page, '/')
  expect(await page.evaluate(identified)).toEqual([])
})
