import type { Page } from '@playwright/test'

/** Analytics events recorded by the site outside production (web/src/analytics). */
export function events(page: Page) {
  return page.evaluate(() => (window as unknown as { __kindredEvents?: { event: string; properties: Record<string, unknown> }[] }).__kindredEvents ?? [])
}

/** Waits until the page has hydrated (the first $pageview is sent once React runs). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => ((window as unknown as { __kindredEvents?: unknown[] }).__kindredEvents ?? []).length > 0)
}
