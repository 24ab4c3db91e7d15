// The Open Graph image route serves cards drawn when their page or profile is saved, from the
// database; a known path whose card is missing or out of date is drawn once and stored. Unknown paths
// are a 404 before any query, whatever cookie comes with them, and each client is throttled
// (decision 0098).
import { poolOf } from '@kindred/cms/database'
import { storedCard } from '@kindred/cms/og-cards'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Route, answerOg } from '~/routes/og'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'
import { db } from '~/server/db.server'
import { serverEnv } from '~/server/env.server'
import { payload } from '~/server/payload.server'

import { freshIp } from '../contact/support'
import { api, ensureBusinessTypes, memberWithProfile, profileBody } from '../partners/support'

type Handler = (context: { request: Request }) => Promise<Response>
const get = (Route as unknown as { options: { server: { handlers: { GET: Handler } } } }).options.server.handlers.GET

const request = (path: string, cookie?: string) => new Request(`http://localhost:3000/og?path=${encodeURIComponent(path)}`, { headers: cookie ? { cookie } : {} })

async function read(response: Response) {
  const png = Buffer.from(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type'), card: response.headers.get('x-og-card'), retryAfter: response.headers.get('retry-after'), png }
}

/** `GET /og?path=…` from one client (a fresh address unless given). */
const og = async (path: string, options: { ip?: string; cookie?: string } = {}) => read(await answerOg(request(path, options.cookie), { ip: options.ip ?? freshIp() }))

/** Counts the statements the site's pool runs while `work` runs. */
async function queriesDuring(work: () => Promise<void>): Promise<number> {
  const pool = poolOf(await payload()) as unknown as { query: (...args: unknown[]) => unknown }
  const original = pool.query
  let queries = 0
  pool.query = (...args: unknown[]) => (queries++, original.apply(pool, args))
  try {
    await work()
  } finally {
    pool.query = original
  }
  return queries
}

const tag = Date.now().toString(36)
const landing = `/og-landing-${tag}`
const seo = { title: 'Landing for the card test', description: 'A landing page the Open Graph card test publishes, long enough for the description field.', robots: 'index, follow' as const }
let pageId: number | string | null = null

beforeAll(async () => {
  await ensureBusinessTypes()
})
afterAll(async () => {
  if (pageId !== null) await (await payload()).delete({ collection: 'pages', id: pageId, overrideAccess: true })
})

describe('GET /og', () => {
  it('draws a known path’s missing card once, then serves the stored one to every request', async () => {
    const first = await read(await get({ request: request('/coffee-shop') }))
    expect(first).toMatchObject({ status: 200, type: 'image/png' })
    expect(first.png.subarray(1, 4).toString()).toBe('PNG')
    const others = await Promise.all(Array.from({ length: 6 }, () => og('/coffee-shop')))
    for (const other of others) {
      expect(other).toMatchObject({ status: 200, card: 'stored' })
      expect(other.png.equals(first.png)).toBe(true)
    }
  })

  it('answers an unknown path 404 before any query, a session cookie or not', async () => {
    // Warm the lists of known paths (content-cache entries, reloaded every CONTENT_TTL_MS).
    await og('/coffee-shop')
    const answers: Awaited<ReturnType<typeof og>>[] = []
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 20; i++) {
        answers.push(await og(`/no-such-page-${tag}-${i}`, { cookie: i % 2 ? 'kindred_session=s.abcdefghijklmnop' : undefined }))
        answers.push(await og(`/no/such/${tag}-${i}`, { cookie: '__Host-kindred_session=x' }))
      }
    })
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404))
    expect(queries).toBe(0)
  })

  it('throttles one client: after the limit it answers 429 with Retry-After, and other clients still get cards', async () => {
    const ip = freshIp()
    const { OG_RATE_MAX: max } = serverEnv()
    await og('/coffee-shop', { ip: freshIp() })
    for (let i = 0; i < max; i++) expect((await og('/coffee-shop', { ip })).status, `request ${i + 1}`).toBe(200)
    const refused = await og('/coffee-shop', { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect((await og('/coffee-shop', { ip: freshIp() })).status).toBe(200)
  })

  it('stores a profile’s card when the profile is saved, and serves those bytes without drawing', async () => {
    const member = await memberWithProfile()
    const path = `/partners/${member.profile.slug}`
    const stored = await storedCard(await db(), path)
    expect(stored?.png.subarray(1, 4).toString()).toBe('PNG')
    const served = await og(path)
    expect(served).toMatchObject({ status: 200, type: 'image/png', card: 'stored' })
    expect(served.png.equals(stored!.png)).toBe(true)

    // A new name is a new card, drawn by the save that gave it.
    const renamed = await api('PUT', '/auth/business-profile', { token: member.token, body: profileBody({ name: `Renamed Card ${tag}` }) })
    expect(renamed.status, renamed.text).toBe(200)
    const redrawn = await storedCard(await db(), path)
    expect(redrawn!.png.equals(stored!.png)).toBe(false)
    const after = await og(path)
    expect(after).toMatchObject({ status: 200, card: 'stored' })
    expect(after.png.equals(redrawn!.png)).toBe(true)
  })

  it('does not serve an unlisted business’s card, nor one for a slug nobody has', async () => {
    const member = await memberWithProfile({ listed: false })
    expect((await og(`/partners/${member.profile.slug}`)).status).toBe(404)
    expect((await og(`/partners/nobody-${tag}`)).status).toBe(404)
    expect(await storedCard(await db(), `/partners/nobody-${tag}`)).toBeNull()
  })

  it('stores a page’s card when the page is published, and serves it without drawing', async () => {
    const cms = await payload()
    const page = await cms.create({ collection: 'pages', data: { title: 'OG landing', path: landing, seo, _status: 'published' }, overrideAccess: true })
    pageId = page.id
    const stored = await storedCard(await db(), landing)
    expect(stored?.png.subarray(1, 4).toString()).toBe('PNG')
    // The site learns of the new page within CONTENT_TTL_MS.
    await new Promise((resolve) => setTimeout(resolve, serverEnv().CONTENT_TTL_MS + 100))
    const served = await og(landing)
    expect(served).toMatchObject({ status: 200, card: 'stored' })
    expect(served.png.equals(stored!.png)).toBe(true)
  })
})
