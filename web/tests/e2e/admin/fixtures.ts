// Staff in the admin: `editor` is a fresh editor account (made through the CMS REST API as the
// seeded admin) already signed in on `page`.
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'

export const cmsUrl = () => process.env.E2E_CMS_URL!

export type StaffUser = { email: string; password: string }

export async function createStaff(request: APIRequestContext, role: 'editor' | 'support'): Promise<StaffUser> {
  const login = await request.post(`${cmsUrl()}/api/staff/login`, {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const user = { email: `${role}-${Date.now()}@kindred.test`, password: `${role} password for tests` }
  const created = await request.post(`${cmsUrl()}/api/staff`, {
    headers: { Authorization: `JWT ${token}` },
    data: { ...user, name: `Test ${role}`, role },
  })
  expect(created.status()).toBe(201)
  return user
}

export async function signIn(page: Page, user: StaffUser): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/login`, { timeout: 120_000 })
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

export const test = base.extend<{ editor: StaffUser }>({
  editor: async ({ page, request }, provide) => {
    const editor = await createStaff(request, 'editor')
    await signIn(page, editor)
    await provide(editor)
  },
})

export { expect }
