// A slow phone: the page is drawn, and its islands' scripts have not arrived.
import type { Page } from '@playwright/test'

/** Holds back the visitor pages' island scripts until the answer is called. */
export async function holdIslandScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/islands/**', async (route) => {
    await held
    await route.continue()
  })
  return release
}
