// Member fixtures for the browser tests. `member`: one account per worker, registered through the
// API (registration is throttled per IP, so tests share it). `signedIn`: that member signed in
// within the test's own browser context through the API, a fresh session per test, so a test may
// revoke it; its cookie lands in the context like a sign-in through the form would leave it.
import { test as base, expect, request as requests, type BrowserContext, type Page } from '@playwright/test'

import { hydratedAttribute } from '../../../src/server/hydrate-later'
import { uniqueEmail } from '../support/mail'
import { siteUrl, stack } from '../support/urls'

export { siteUrl }

export type Member = { email: string; password: string; firstName: string; lastName: string }

export async function signIn(context: BrowserContext, member: Member): Promise<void> {
  const response = await context.request.post('/auth/login', {
    headers: { origin: siteUrl(), 'x-kindred-session': 'cookie' },
    data: member,
  })
  expect(response.status()).toBe(200)
}

/** Registers `member` through the API within `context`, which it leaves signed in with the cookie session. */
export async function registerIn(context: BrowserContext, member: Member & { company?: string }): Promise<void> {
  const response = await context.request.post('/auth/register', { headers: { origin: siteUrl(), 'x-kindred-session': 'cookie' }, data: member })
  expect(response.status()).toBe(201)
}

/** The context's session cookie as the server sees it: the name=value pairs of all its cookies. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/** Ends the context's session on the server only (the browser keeps its now dead cookie). */
export async function revokeOnServer(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies()
  const csrf = cookies.find((cookie) => cookie.name.endsWith('kindred_csrf'))!.value
  const outside = await requests.newContext({ baseURL: siteUrl() })
  const response = await outside.post('/auth/logout', { headers: { cookie: await cookieHeader(context), origin: siteUrl(), 'x-csrf-token': csrf } })
  expect(response.status()).toBe(200)
  await outside.dispose()
}

/** Fills the sign-in form open on `page` and sends it. */
export async function submitSignIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Fills the registration form open on `page` (the company only when given) and sends it. */
export async function submitRegistration(page: Page, member: Omit<Member, 'password'> & { password: string; company?: string }): Promise<void> {
  await page.getByLabel('First Name').fill(member.firstName)
  await page.getByLabel('Last Name').fill(member.lastName)
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  if (member.company !== undefined) await page.getByLabel('Company').fill(member.company)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

/** Opens a page and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await hydrated(page)
}

/**
 * Waits until React runs on the page now open, however it was reached (a click, a redirect): the
 * page has recorded its first analytics event and marked itself hydrated. The event alone can come
 * first: on an island page the analytics run in a root of their own, beside the islands.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => (window.__kindredEvents ?? []).length > 0 && document.documentElement.hasAttribute(attribute), hydratedAttribute)
}

const newMember = (): Member => ({ email: uniqueEmail('e2e-member'), password: 'analytical-engine-42', firstName: 'Ada', lastName: 'Lovelace' })

export const test = base.extend<{ signedIn: Member; ownMember: Member; noScriptPage: Page }, { member: Member }>({
  member: [
    async ({ playwright }, provide, { project }) => {
      const member = newMember()
      const { siteUrl: origin } = stack(project)
      const api = await playwright.request.newContext({ baseURL: origin })
      const response = await api.post('/auth/register', { headers: { origin }, data: { ...member, company: 'Engines Pty Ltd' } })
      expect(response.status()).toBe(201)
      await api.dispose()
      await provide(member)
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ context, member }, provide) => {
    await signIn(context, member)
    await provide(member)
  },
  /** A member of this test alone, registered and signed in within its context: safe to delete. */
  ownMember: async ({ context }, provide) => {
    const member = newMember()
    await registerIn(context, { ...member, company: 'Engines Pty Ltd' })
    await provide(member)
  },
  /** A page in a browser of its own with JavaScript off, signed out: what the server alone gives. */
  noScriptPage: async ({ browser }, provide) => {
    const context = await browser.newContext({ baseURL: siteUrl(), javaScriptEnabled: false })
    await provide(await context.newPage())
    await context.close()
  },
})

export { expect }
