// Fixtures for the account browser tests: a freshly registered member, signed in in this page's
// browser context (registered through the API, so the context holds the session cookie).
import { test as base, expect, type Page } from '@playwright/test'

import { uniqueEmail } from './mail'

export type Member = { email: string; password: string; firstName: string }

export const test = base.extend<{ member: Member }>({
  member: async ({ page }, provide) => {
    const member = { email: uniqueEmail('e2e-member'), password: 'analytical-engine-42', firstName: 'Ada' }
    const response = await page.request.post('/auth/register', {
      data: { firstName: member.firstName, lastName: 'Lovelace', email: member.email, password: member.password },
    })
    expect(response.status()).toBe(201)
    await provide(member)
  },
})

export { expect }

/** Opens a page and waits until React runs (the first analytics event is recorded on hydration). */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => (window.__kindredEvents ?? []).length > 0)
}
