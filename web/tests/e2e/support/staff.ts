// Staff for the browser tests: members of the CMS team created through the REST API as the seeded
// admin, and a fixture that hands a test a browser page signed in to the admin as an editor.
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'

import { cmsUrl } from './urls'

export { cmsUrl }

export type StaffUser = { email: string; password: string }

let adminJwt: Promise<string> | null = null

/**
 * A JWT for the seeded admin, signed in once per test worker: staff sign-in is throttled per
 * address, and every test here comes from the same one.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminJwt ??= (async () => {
    const login = await request.post(`${cmsUrl()}/api/staff/login`, {
      data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    })
    expect(login.status()).toBe(200)
    return ((await login.json()) as { token: string }).token
  })().catch((error: unknown) => {
    adminJwt = null
    throw error
  })
  return adminJwt
}

/** Creates a staff member with `role`; returns its credentials. */
export async function createStaff(request: APIRequestContext, role: 'editor' | 'support'): Promise<StaffUser> {
  const token = await adminToken(request)
  const user = { email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@kindred.test`, password: `${role} password for tests` }
  const created = await request.post(`${cmsUrl()}/api/staff`, {
    headers: { Authorization: `JWT ${token}` },
    data: { ...user, name: `Test ${role}`, role },
  })
  expect(created.status()).toBe(201)
  return user
}

/** Signs `page` in to the admin as `user` through the admin's sign-in form, and waits for the dashboard. */
export async function signIn(page: Page, user: StaffUser): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/login`, { timeout: 120_000 })
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

/**
 * Signs `page`'s browser context in to the admin as `user` through the CMS's sign-in API, which sets
 * the same session cookies as the form. The page stays blank: the test opens the screen it is about,
 * without first loading the admin's sign-in screen and dashboard (about a second of a test's CPU).
 * The form itself is tested in admin/least-privilege.spec.ts.
 */
export async function signInWithApi(page: Page, user: StaffUser): Promise<void> {
  const login = await page.request.post(`${cmsUrl()}/api/staff/login`, { data: user })
  expect(login.status(), await login.text()).toBe(200)
}

/**
 * Opens the document a row of an admin list links to (`name`: the row's link text) by following the
 * link's address. A click that lands while the list is still hydrating can be lost on a busy machine:
 * the list stays on screen, and the test waits out its minute for the document's fields.
 */
export async function openFromList(page: Page, name: string): Promise<void> {
  const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href', { timeout: 60_000 })
  await page.goto(new URL(href!, cmsUrl()).href, { timeout: 120_000 })
}

/** `editorPage`, `supportPage`: the test's page, blank and signed in to the admin as a fresh editor, or a fresh support user. */
export const test = base.extend<{ editor: StaffUser; editorPage: Page; supportPage: Page }>({
  editor: async ({ request }, provide) => provide(await createStaff(request, 'editor')),
  editorPage: async ({ page, editor }, provide) => {
    await signInWithApi(page, editor)
    await provide(page)
  },
  supportPage: async ({ page, request }, provide) => {
    await signInWithApi(page, await createStaff(request, 'support'))
    await provide(page)
  },
})

export { expect }
