import type { Page } from '@playwright/test'

import { recordedEventsKey, type RecordedEvent } from '../../../src/analytics'
import { hydratedAttribute } from '../../../src/server/hydrate-later'

/**
 * Analytics events recorded by the site outside production (web/src/analytics), in this tab: this
 * page's and those of the pages before it (a tracked link on a visitor's page loads the next page).
 */
export function events(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate((key) => (window as unknown as { __kindredEvents?: RecordedEvent[] }).__kindredEvents ?? (JSON.parse(sessionStorage.getItem(key) ?? '[]') as RecordedEvent[]), recordedEventsKey)
}

/** Waits until the page has hydrated: it records its first event (its $pageview) and marks itself hydrated. */
export async function hydrated(page: Page) {
  await page.waitForFunction((attribute) => (window as unknown as { __kindredEvents?: unknown[] }).__kindredEvents !== undefined && document.documentElement.hasAttribute(attribute), hydratedAttribute)
}
