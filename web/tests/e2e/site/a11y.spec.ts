// axe-core on every public route and the account pages in each of their states: no serious or
// critical violation. The routes share one signed-out page (support/shared-page.ts).
import AxeBuilder from '@axe-core/playwright'

import { expect, test } from '../support/shared-page'
import { hydrated } from './events'
import { publicRoutes } from './routes'

const accountPages = [
  '/login',
  '/login?error=google',
  '/register',
  '/forgot-password',
  '/forgot-password?sent=1',
  '/reset-password',
  '/reset-password?token=not-a-real-token-but-long-enough-to-be-read-as-one',
  '/verify-email?token=not-a-real-token-but-long-enough-to-be-read-as-one',
  '/verify-email?outcome=verified',
  '/verify-email?outcome=already-verified',
  '/verify-email?outcome=failed',
]

for (const path of [...publicRoutes.map((r) => r.path), '/no-such-page', ...accountPages]) {
  test(`axe: ${path}`, async ({ visitorPage: page }) => {
    await page.goto(path)
    await hydrated(page)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
