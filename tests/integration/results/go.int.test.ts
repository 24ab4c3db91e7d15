// The tracking link, its QR code and the results they feed (decision 0102): GET /go/{code} counts a
// visitor once a day (bots never, scans apart) and redirects with the tracking parameters; ended
// offers answer 410 naming the business; results come from the daily figures, alike for both sides.
import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it, vi } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { followLink } from '~/results/go.server'
import { melbourneDay } from '~/results/results.options'
import { flushClicks } from '~/results/rollups.server'
import { codeAlphabet } from '~/results/results.options'
import { db, query } from '~/server/db.server'

import { memberWithProfile } from '../partners/support'

import { call, collaboration, makeCode, origin, redeem, serveResults, setUpResults } from './support'

beforeAll(setUpResults)

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** A visit of `/go/{code}` from `ip` with `userAgent`, as the server entry hands it over; its count is written before the test reads on. */
async function visit(code: string, { ip = '203.0.113.7', userAgent = browser, qr = false } = {}): Promise<Response> {
  const response = await followLink(new Request(`${origin}/go/${code}${qr ? '?qr=1' : ''}`, { headers: { 'user-agent': userAgent } }), code, { ip })
  await flushClicks()
  return response
}

const results = async (member: { token: string }, id: number, search = '') => (await call('GET', `/api/collaborations/${id}/results${search}`, { token: member.token })).json.results

describe('GET /go/{code}', () => {
  it('redirects to the destination with its own query kept and the tracking parameters added, never cached', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id, { destination: 'https://shop.example.com/deal?colour=red&size=m#top' })
    const response = await serveResults(new Request(`${origin}/go/${code.code.toLowerCase()}`, { headers: { 'user-agent': browser } }))
    expect(response.status).toBe(302)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('https://shop.example.com/deal')
    expect(Object.fromEntries(location.searchParams)).toEqual({ colour: 'red', size: 'm', utm_source: 'kindred', utm_medium: 'partner', utm_campaign: String(id), ref: code.code })
    expect(location.hash).toBe('#top')
  })

  it('counts a visitor once a day, another visitor again, a QR scan as a scan, and a bot never', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    for (let i = 0; i < 3; i += 1) expect((await visit(code.code)).status).toBe(302)
    await visit(code.code, { ip: '198.51.100.20' })
    await visit(code.code, { ip: '198.51.100.21', qr: true })
    await visit(code.code, { ip: '198.51.100.21', qr: true })
    expect((await visit(code.code, { ip: '198.51.100.30', userAgent: googlebot })).status).toBe(302)
    const expected = { clicks: 3, qrScans: 1, redemptions: 0, revenue: 0 }
    const seen = await results(proposer, id)
    expect(seen).toMatchObject(expected)
    expect(seen.codes).toEqual([{ code: code.code, ...expected }])
    expect(seen.days).toEqual([{ date: melbourneDay(), ...expected }])
    // Both parties see the same figures.
    expect(await results(accepter, id)).toEqual(seen)
    // No address or user agent is stored: only the day's keyed hash.
    const { rows } = await query(`select c.visitor from code_clicks c join offer_codes o on o.id = c.code_id where o.code = $1`, [code.code])
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(String(row.visitor)).toMatch(/^[\w-]{32}$/)
  })

  it('counts a flood of visits arriving together, the same visitor twice in it once, in one batch', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const request = () => new Request(`${origin}/go/${code.code}`, { headers: { 'user-agent': browser } })
    const ips = Array.from({ length: 60 }, (_, index) => `198.51.100.${index % 50}`)
    const answers = await Promise.all(ips.map((ip) => followLink(request(), code.code, { ip })))
    expect(answers.map((answer) => answer.status)).toEqual(ips.map(() => 302))
    await flushClicks()
    expect(await results(proposer, id)).toMatchObject({ clicks: 50, qrScans: 0 })
  })

  it('answers 404 for an unknown code and 410 naming the business and linking its profile once the offer has ended', async () => {
    const { id, proposer } = await collaboration({ names: ['Brunswick <Bakery>', 'Carlton Cards'] })
    // The small page of the results copy, given here rather than the site's shared not-found page.
    for (const path of ['/go/NOPE-ZZZZZZ', '/go/not-a-code!']) {
      const unknown = await serveResults(new Request(`${origin}${path}`))
      expect(unknown.status).toBe(404)
      expect(unknown.headers.get('content-type')).toMatch(/text\/html/)
      expect(unknown.headers.get('cache-control')).toBe('no-store')
      const page = await unknown.text()
      expect(page).toContain(`<h1>${seedData.results.linkNotFound.title}</h1>`)
      expect(page).toContain(seedData.results.linkNotFound.body)
      expect(page).toContain(`href="http://localhost:3000/">${seedData.results.linkNotFound.homeLink}</a>`)
      expect(page).toContain('<meta name="robots" content="noindex">')
      expect(page.length).toBeLessThan(2000)
    }
    const code = await makeCode(proposer, id)
    // Followed once, so this process holds the code; disabling it here ends the offer at once all the same.
    expect((await visit(code.code)).status).toBe(302)
    await call('POST', `/api/codes/${code.code}/disable`, { token: proposer.token })
    const gone = await visit(code.code)
    expect(gone.status).toBe(410)
    expect(gone.headers.get('content-type')).toMatch(/text\/html/)
    const html = await gone.text()
    expect(html).toContain('Brunswick &#60;Bakery&#62; is no longer running this offer.')
    expect(html).toContain(`href="http://localhost:3000/partners/${proposer.profile.slug}"`)
    expect(html).not.toContain('<Bakery>')
    expect((await results(proposer, id)).clicks).toBe(1)
    const used = await makeCode(proposer, id, { maxUses: 1 })
    await redeem(proposer, { code: used.code, amount: 100 })
    expect(await (await visit(used.code)).text()).toContain('has been fully claimed')
  })
})

/** A well-formed code nobody made: a guess, different every time. */
const guess = () => `ZZ${Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('')}`

/** Stores a copy of `from` under a new code straight into the table, as another process would: no cache here hears of it. */
async function storeElsewhere(from: string): Promise<string> {
  const code = guess()
  await query(
    `insert into offer_codes (code, collaboration_id, redeemer_id, promoter_id, offer_text, destination)
     select $1, collaboration_id, redeemer_id, promoter_id, offer_text, destination from offer_codes where code = $2`,
    [code, from],
  )
  return code
}

describe('GET /go/{code}, many codes at once', () => {
  it('looks up codes asked for together with one statement, and answers each as its own', async () => {
    const { id, proposer } = await collaboration()
    const known = [await makeCode(proposer, id), await makeCode(proposer, id), await makeCode(proposer, id)].map((made) => String(made.code))
    const unknown = Array.from({ length: 37 }, guess)
    const asked = [...unknown.slice(0, 10), known[0]!, ...unknown.slice(10, 25), known[1]!, known[2]!, ...unknown.slice(25), known[0]!]
    const pool = await db()
    const statements = vi.spyOn(pool, 'query')
    try {
      const answers = await Promise.all(asked.map((code) => followLink(new Request(`${origin}/go/${code}`, { headers: { 'user-agent': browser } }), code, { ip: '203.0.113.9' })))
      expect(answers.map((answer) => answer.status)).toEqual(asked.map((code) => (known.includes(code) ? 302 : 404)))
      for (const [index, answer] of answers.entries()) {
        if (answer.status === 302) expect(new URL(answer.headers.get('location')!).searchParams.get('ref')).toBe(asked[index])
      }
      const lookups = statements.mock.calls.filter(([statement]) => JSON.stringify(statement).includes('from offer_codes'))
      expect(lookups).toHaveLength(1)
    } finally {
      statements.mockRestore()
      await flushClicks()
    }
  })

  it('finds a code stored by another process right after an unknown code was looked up, even one asked for meanwhile', async () => {
    const { id, proposer } = await collaboration()
    const made = String((await makeCode(proposer, id)).code)
    expect((await followLink(new Request(`${origin}/go/${guess()}`), guess(), {})).status).toBe(404)
    const stored = await storeElsewhere(made)
    expect((await visit(stored)).status).toBe(302)
    // A lookup of an unknown code in flight while the new one is stored does not answer for it.
    const pending = followLink(new Request(`${origin}/go/x`), guess(), {})
    const storedMeanwhile = await storeElsewhere(made)
    const [first, second] = await Promise.all([pending, visit(storedMeanwhile)])
    expect(first.status).toBe(404)
    expect(second.status).toBe(302)
  })
})

describe('GET /go/{code}/qr.svg', () => {
  it('draws the QR code as a cacheable SVG; an unknown code gets the link’s small 404 page', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    const response = await serveResults(new Request(`${origin}/go/${code.code}/qr.svg`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toMatch(/public/)
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    // An unknown code's picture is the link's own small not-found page, as its link's is, not the site's.
    const unknown = await serveResults(new Request(`${origin}/go/NOPE-ZZZZZZ/qr.svg`))
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    expect(await unknown.text()).toContain(`<h1>${seedData.results.linkNotFound.title}</h1>`)
  })
})

describe('GET /api/collaborations/{id}/results', () => {
  it('sums the chosen days for both sides, averages sales to the cent, refuses bad dates, 404s outsiders and 401s visitors', async () => {
    const { id, proposer, accepter } = await collaboration()
    const mine = await makeCode(proposer, id)
    const theirs = await makeCode(accepter, id)
    await redeem(proposer, { code: mine.code, amount: 1000 })
    await redeem(proposer, { code: mine.code, amount: 1001 })
    await redeem(accepter, { code: theirs.code, amount: 2000 })
    const all = await results(proposer, id)
    expect(all).toMatchObject({ redemptions: 3, revenue: 4001, averageSale: 1334, currency: 'AUD' })
    expect(all.codes).toEqual([
      { code: mine.code, clicks: 0, qrScans: 0, redemptions: 2, revenue: 2001 },
      { code: theirs.code, clicks: 0, qrScans: 0, redemptions: 1, revenue: 2000 },
    ])
    expect(await results(accepter, id)).toEqual(all)
    const today = melbourneDay()
    expect((await results(proposer, id, `?from=${today}&to=${today}`)).redemptions).toBe(3)
    expect(await results(proposer, id, '?from=2020-01-01&to=2020-01-31')).toMatchObject({ redemptions: 0, revenue: 0, averageSale: 0, days: [] })
    const bad = await call('GET', `/api/collaborations/${id}/results?from=2026-13-01`, { token: proposer.token })
    expect(bad.status).toBe(400)
    expect(bad.json.errors.from).toBeTruthy()
    expect((await call('GET', `/api/collaborations/${id}/results?from=2026-05-02&to=2026-05-01`, { token: proposer.token })).status).toBe(400)
    expect((await call('GET', `/api/collaborations/${id}/results`, { token: (await memberWithProfile()).token })).status).toBe(404)
    expect((await call('GET', `/api/collaborations/${id}/results`)).status).toBe(401)
    const pending = await collaboration({ accept: false })
    expect((await call('GET', `/api/collaborations/${pending.id}/results`, { token: pending.proposer.token })).status).toBe(403)
  })
})
