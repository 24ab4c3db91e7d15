// Fixtures for the partner browser tests, extending the accounts fixtures: `members` creates
// signed-in members, each in a browser context of its own (registered through POST /auth/register
// as an API client, so it also holds a bearer token; verified with the emailed link's token through
// POST /auth/verify-email unless asked not to: the verification page has specs of its own, and
// opening it for every member cost the browser a page load each), each with a blank page to start
// from; `listProfile` gives one a listed business profile through PUT /auth/business-profile.
// Contexts are closed after the test; the database is throw-away.
import type { BrowserContext, Page } from '@playwright/test'

import { expect, hydrated, open, siteUrl, submitRegistration, submitSignIn, test as base } from '../auth/fixtures'
import { linkFromEmail, uniqueEmail } from '../support/mail'

export const password = 'collaborate-together-42'

export type Member = {
  email: string
  firstName: string
  lastName: string
  accessToken: string
  context: BrowserContext
  page: Page
}

export type ProfileInput = {
  name: string
  slug?: string
  businessType: string
  description: string
  suburb: string
  postcode: string
  channels: string[]
  offers: string[]
  models: string[]
  website?: string
  listed: boolean
}

type Fixtures = {
  members: (options?: { firstName?: string; verified?: boolean }) => Promise<Member>
  listProfile: (member: Member, profile?: Partial<ProfileInput>) => Promise<{ slug: string; name: string }>
}

/** A word no demo business uses, so a free-text search finds only this test's businesses. */
export const uniqueWord = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

export const test = base.extend<Fixtures>({
  members: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = []
    await provide(async ({ firstName = 'Ada', verified = true } = {}) => {
      const context = await browser.newContext({ baseURL: siteUrl() })
      contexts.push(context)
      const email = uniqueEmail(`e2e-partners-${firstName.toLowerCase()}`)
      const lastName = 'Tester'
      const response = await context.request.post('/auth/register', {
        headers: { origin: siteUrl() },
        data: { firstName, lastName, email, password, company: `${firstName}'s Business` },
      })
      expect(response.status(), await response.text()).toBe(201)
      const { accessToken } = (await response.json()) as { accessToken: string }
      if (verified) {
        const token = new URL(await linkFromEmail(email, /Verify your email/)).searchParams.get('token')
        const verifiedNow = await context.request.post('/auth/verify-email', { headers: { origin: siteUrl() }, data: { token } })
        expect(verifiedNow.status(), await verifiedNow.text()).toBe(200)
      }
      const page = await context.newPage()
      return { email, firstName, lastName, accessToken, context, page }
    })
    for (const context of contexts) await context.close()
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  listProfile: async ({}, provide) => {
    await provide(async (member, profile = {}) => {
      const word = uniqueWord()
      const body: ProfileInput = {
        name: `${member.firstName}'s Corner ${word}`,
        businessType: 'coffee-shop',
        description: `A neighbourhood cafe (${word}) roasting its own beans and looking for local partners.`,
        suburb: 'Brunswick',
        postcode: '3056',
        channels: ['in-store-space', 'newsletter'],
        offers: ['product-sample'],
        models: ['reciprocal'],
        listed: true,
        ...profile,
      }
      const response = await member.context.request.put('/auth/business-profile', {
        headers: { authorization: `Bearer ${member.accessToken}`, origin: siteUrl() },
        data: body,
      })
      expect(response.status(), await response.text()).toBe(200)
      const { profile: saved } = (await response.json()) as { profile: { slug: string; name: string } }
      return { slug: saved.slug, name: saved.name }
    })
  },
})

/** A POST as `member`'s API client: its bearer token, from the site's own origin. */
export const postAs = (member: Member, path: string, data: object = {}) => member.context.request.post(path, { headers: { authorization: `Bearer ${member.accessToken}`, origin: siteUrl() }, data })

/** `from` proposes to `to` (listed at `toSlug`), `to` accepts, then `from` deletes their account: the id of the collaboration `to` keeps (decision 0088). */
export async function agreedThenLeft(from: Member, to: Member, toSlug: string, message: string): Promise<number> {
  const sent = await postAs(from, '/api/proposals', { toPartner: toSlug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(to, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  expect((await postAs(from, '/auth/account/delete', { password })).status()).toBe(200)
  return proposal.id
}

export { expect, hydrated, open, siteUrl, submitRegistration, submitSignIn }
