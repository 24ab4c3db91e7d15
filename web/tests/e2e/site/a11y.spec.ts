// axe-core on every public route: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { hydrated } from './events'
import { publicRoutes } from './routes'

for (const path of [...publicRoutes.map((r) => r.path), '/no-such-page']) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
