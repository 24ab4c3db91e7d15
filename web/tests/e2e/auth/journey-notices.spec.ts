// Every account journey ends with a word about what just happened, in the CMS's words (the `forms`
// global), in a status region, with script and where none runs: signing out lands on
// `/?account=signed-out`, a password reset on `/dashboard?password=changed`, and a visitor sent to
// sign in to propose a collaboration is told why on the sign-in and registration pages.
import type { APIRequestContext, Page } from '@playwright/test'

import { readGlobal, staffAuth } from '../copy/cms'
import { linkFromEmail } from '../support/mail'
import { cookieHeader, signIn } from './fixtures'
import { expect, open, siteUrl, test } from '../partners/fixtures'

type FormsCopy = { session: { signedOut: string }; resetPassword: { changed: string }; signIn: { proposeReason: string } }

const formsCopy = async (request: APIRequestContext) => readGlobal<FormsCopy>(request, await staffAuth(request), 'forms')

async function expectSignedOutNotice(page: Page, text: string) {
  await expect(page).toHaveURL(/\/\?account=signed-out$/)
  await expect(page.getByTestId('account-signed-out').getByRole('status')).toHaveText(text)
}

test.describe('signing out', () => {
  test('the header Logout lands on a notice that says so, on a phone and a desktop', async ({ page, signedIn: member, request }) => {
    const { session } = await formsCopy(request)
    await page.setViewportSize({ width: 390, height: 800 })
    await open(page, '/dashboard')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click()
    await expectSignedOutNotice(page, session.signedOut)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' })).toBeVisible()

    await signIn(page.context(), member)
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, '/dashboard')
    await page.getByRole('button', { name: 'Logout' }).first().click()
    await expectSignedOutNotice(page, session.signedOut)
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
    // Moving on, the notice does not follow.
    await page.getByRole('link', { name: 'About' }).first().click()
    await expect(page.getByTestId('account-signed-out')).toHaveCount(0)
  })

  test('where no script runs, the posted Logout lands on the same notice', async ({ noScriptPage: page, member, request }) => {
    const { session } = await formsCopy(request)
    await signIn(page.context(), member)
    await page.goto('/dashboard')
    const cookie = await cookieHeader(page.context())
    await page.getByRole('button', { name: 'Logout' }).click()
    await expectSignedOutNotice(page, session.signedOut)
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
    expect((await request.get('/auth/profile', { headers: { cookie } })).status()).toBe(401)
  })

  test('the page cache keeps the notice and the plain home page apart', async ({ request }) => {
    const { session } = await formsCopy(request)
    // Each twice, so the second answer is the stored copy; in both orders, so neither is the first stored.
    for (const path of ['/?account=signed-out', '/', '/?account=signed-out', '/', '/?account=bogus']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      if (path === '/?account=signed-out') expect(html, path).toMatch(new RegExp(`role="status"[^>]*>${session.signedOut.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`))
      else expect(html, path).not.toContain(session.signedOut)
    }
    expect((await request.get('/')).headers()['x-page-cache']).toBe('hit')
    expect((await request.get('/?account=signed-out')).headers()['x-page-cache']).toBe('hit')
  })

  test('an API client signing out is answered as before: JSON, no redirect', async ({ playwright, member }) => {
    const api = await playwright.request.newContext({ baseURL: siteUrl() })
    const login = await api.post('/auth/login', { headers: { origin: siteUrl() }, data: { email: member.email, password: member.password } })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const response = await api.post('/auth/logout', { headers: { authorization: `Bearer ${accessToken}` }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    await api.dispose()
  })
})

test.describe('a password reset', () => {
  async function resetLink(request: APIRequestContext, email: string): Promise<string> {
    const asked = await request.post('/auth/forgot-password', { headers: { origin: siteUrl() }, data: { email } })
    expect(asked.status()).toBe(202)
    const link = new URL(await linkFromEmail(email, /Reset your/))
    return link.pathname + link.search
  }

  test('lands on the dashboard saying the password changed and every other device is signed out', async ({ browser, context, page, ownMember, request }) => {
    const { resetPassword } = await formsCopy(request)
    // Another device, signed in before the reset.
    const other = await browser.newContext({ baseURL: siteUrl() })
    await signIn(other, ownMember)
    await context.clearCookies()
    await open(page, await resetLink(request, ownMember.email))
    await page.getByLabel('Password').fill('a-brand-new-passphrase')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/dashboard\?password=changed$/)
    await expect(page.getByRole('status').filter({ hasText: resetPassword.changed })).toHaveText(resetPassword.changed)
    // The words are true: the other device is signed out.
    expect((await other.request.get('/auth/profile')).status()).toBe(401)
    await other.close()
  })

  test('where no script runs, the posted form lands on the same notice', async ({ noScriptPage: page, ownMember, request }) => {
    const { resetPassword } = await formsCopy(request)
    await page.goto(await resetLink(request, ownMember.email))
    await page.getByLabel('Password').fill('another-new-passphrase')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/dashboard\?password=changed$/)
    await expect(page.getByRole('status').filter({ hasText: resetPassword.changed })).toHaveText(resetPassword.changed)
    // A plain visit to the dashboard says nothing of it.
    await page.goto('/dashboard')
    await expect(page.getByText(resetPassword.changed)).toHaveCount(0)
  })
})

/** From a profile's "Sign in to propose" on to registration: both pages say why, and keep where to come back to. */
async function followProposeLinks(page: Page, slug: string, reason: string) {
  await page.getByRole('link', { name: 'Sign in to propose a collaboration' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fpartners%2F${slug}&reason=propose$`))
  await expect(page.getByTestId('sign-in-reason').getByRole('status')).toHaveText(reason)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(new RegExp(`/register\\?redirect=%2Fpartners%2F${slug}&reason=propose$`))
  await expect(page.getByTestId('sign-in-reason').getByRole('status')).toHaveText(reason)
}

test.describe('sent to sign in to propose', () => {
  test('the sign-in and registration pages say why, and only for that link', async ({ page, members, listProfile, request }) => {
    const { signIn: texts } = await formsCopy(request)
    const owner = await members({ firstName: 'Olive' })
    const { slug } = await listProfile(owner)
    await open(page, `/partners/${slug}`)
    await followProposeLinks(page, slug, texts.proposeReason)
    await page.getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fpartners%2F${slug}&reason=propose$`))
    await expect(page.getByTestId('sign-in-reason')).toBeVisible()

    // Any other sign-in says nothing, and the address cannot put words on the page.
    for (const path of ['/login', `/login?redirect=%2Fpartners%2F${slug}`, '/login?reason=Your+account+is+locked', '/register?reason=%3Cb%3Ehi%3C%2Fb%3E']) {
      await open(page, path)
      await expect(page.getByTestId('sign-in-reason'), path).toHaveCount(0)
      await expect(page.getByText('Your account is locked')).toHaveCount(0)
    }
  })

  test('where no script runs, the same', async ({ noScriptPage: page, members, listProfile, request }) => {
    const { signIn: texts } = await formsCopy(request)
    const owner = await members({ firstName: 'Olive' })
    const { slug } = await listProfile(owner)
    await page.goto(`/partners/${slug}`)
    await followProposeLinks(page, slug, texts.proposeReason)
  })
})
