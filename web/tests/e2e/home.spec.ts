import { expect, test } from '@playwright/test'

test('the home page hero is rendered on the server from the CMS', async ({ request, page }) => {
  // The raw HTML, before any script runs.
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Connect. Collaborate. Grow.')
  expect(html).toContain('Get Early Access')

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect. Collaborate. Grow.')
  await expect(page.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute('href', '/register')
})
