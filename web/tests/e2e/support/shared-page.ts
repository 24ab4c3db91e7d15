// `visitorPage`: one signed-out page for all the tests of a worker, for specs whose tests each open a
// page and only look at it. Every test still navigates to its own page, but the browser keeps the
// compiled scripts (the site's, and axe's when a test injects it) from one test to the next instead
// of compiling them again in a new context for each. A test that fails takes its worker down with
// it, and the next test starts from a new page.
import { test as base, type Page } from '@playwright/test'

export const test = base.extend<object, { visitorPage: Page }>({
  visitorPage: [
    async ({ browser }, provide, { project }) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = project.use
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
