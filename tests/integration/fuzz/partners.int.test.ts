// Property-based fuzzing of the partners API (decision 0040) in process: real Requests into the route
// modules, signed in as verified members with listed profiles so bodies get past the session checks
// to validation and the database. Bodies are the endpoint's fields with hostile values, any JSON,
// bad bytes; path parameters and query strings are junk. Every answer: below 500, no internal
// detail, and a readable `{ success: false, errorMessage }` when it refuses.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { channels, models, offers, proposalActions } from '~/partners/partners.options'

import { body, contentType, headerJunk, hostileString, newTally, queryJunk, summary } from '../../support/fuzz'
import { api, ensureBusinessTypes, memberWithProfile, origin, proposalBody, serveRoute } from '../partners/support'
import { expectSafeAnswer, generatedRequest, type GeneratedParts } from './support'

const runs = Number(process.env.FUZZ_RUNS_PARTNERS ?? 1500)
const tally = newTally()

type Endpoint = { name: string; method: 'GET' | 'POST' | 'PUT'; path: fc.Arbitrary<string>; fields: Record<string, fc.Arbitrary<unknown>> }
type Input = GeneratedParts & { path: string }

// Filled before the run: bearer tokens of listed, verified members, their slugs, and proposal ids.
const pools = { bearers: [] as string[], slugs: [] as string[], proposals: [] as string[] }
const pick = (pool: keyof typeof pools) => fc.integer({ min: 0, max: 1000 }).map((i) => pools[pool][i % pools[pool].length]!)

/** A path segment from hostile text; text no URL can carry (a lone surrogate) becomes a plain word. */
const segment = hostileString.map((text) => {
  try {
    return encodeURIComponent(text.slice(0, 300)) || 'x'
  } catch {
    return 'lone-surrogate'
  }
})

const valid = {
  name: fc.constantFrom('Juniper & Co', 'Café Olé', 'x'.repeat(120)),
  slug: fc.constantFrom('juniper-co', 'abc', 'a'.repeat(60)),
  businessType: fc.constantFrom('coffee-shop', 'wine-bar'),
  description: fc.constantFrom('Coffee and pastries.\nOpen daily.', 'd'.repeat(2000)),
  suburb: fc.constantFrom('Fitzroy', 'Brunswick East'),
  postcode: fc.constantFrom('3065', '90210'),
  list: <T extends readonly string[]>(values: T) => fc.subarray([...values], { minLength: 1 }),
  // A real address with hostile text after it: the URL parser accepts much of it, escaped.
  website: fc.oneof(
    fc.constantFrom('https://example.com', '', 'http://shop.example.com.au/menu?x=1'),
    fc.tuple(fc.constantFrom('https://example.com/', 'http://shop.example.com.au/menu?x='), hostileString).map(([address, text]) => address + text.slice(0, 100)),
  ),
  message: fc.constantFrom('Shall we share a counter for a month?', 'm'.repeat(2000)),
  startDate: fc.constantFrom(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), '2020-02-30', ''),
}

const endpoints: Endpoint[] = [
  {
    name: 'PUT /auth/business-profile',
    method: 'PUT',
    path: fc.constant('/auth/business-profile'),
    fields: {
      name: valid.name,
      slug: valid.slug,
      businessType: valid.businessType,
      description: valid.description,
      suburb: valid.suburb,
      postcode: valid.postcode,
      channels: valid.list(channels),
      offers: valid.list(offers),
      models: valid.list(models),
      website: valid.website,
      // Listed stays true mostly, so the members remain able to send proposals.
      listed: fc.constant(true),
    },
  },
  {
    name: 'POST /api/proposals',
    method: 'POST',
    path: fc.constant('/api/proposals'),
    fields: {
      toPartner: pick('slugs'),
      channel: fc.constantFrom(...channels),
      offer: fc.constantFrom(...offers),
      model: fc.constantFrom(...models),
      message: valid.message,
      startDate: valid.startDate,
    },
  },
  {
    name: 'POST /api/proposals/{id}/{action}',
    method: 'POST',
    path: fc
      .tuple(fc.oneof(pick('proposals'), segment, fc.constantFrom('0', '-1', '2147483648', '1e3', '00012')), fc.oneof(fc.constantFrom(...proposalActions), segment))
      .map(([id, action]) => `/api/proposals/${id}/${action}`),
    fields: {},
  },
  { name: 'GET /api/proposals', method: 'GET', path: fc.constant('/api/proposals'), fields: {} },
  { name: 'GET /auth/business-profile', method: 'GET', path: fc.constant('/auth/business-profile'), fields: {} },
  { name: 'GET /api/partners', method: 'GET', path: fc.constant('/api/partners'), fields: {} },
  { name: 'GET /api/partners/{slug}', method: 'GET', path: fc.oneof(pick('slugs'), segment).map((slug) => `/api/partners/${slug}`), fields: {} },
]

/** Directory filters: the real names with hostile or plausible values, beside any junk. */
const filterQuery = fc
  .record(
    {
      q: fc.oneof(hostileString, fc.constantFrom('juniper', 'natural wine', 'caf', '"')),
      type: fc.oneof(hostileString, fc.constantFrom('coffee-shop', 'Coffee-Shop')),
      location: fc.oneof(hostileString, fc.constantFrom('Fitzroy', '3065')),
      channel: fc.oneof(hostileString, fc.constantFrom(...channels)),
      page: fc.oneof(hostileString, fc.constantFrom('1', '2', '0', '99999', '1.5')),
    },
    { requiredKeys: [] },
  )
  .map((filters) => new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value).slice(0, 3000)])).toString())

function requestFor(endpoint: Endpoint): fc.Arbitrary<Input> {
  return fc.record({
    path: endpoint.path,
    // Besides hostile bodies, wholly plausible ones: every field valid-looking (a website with hostile
    // text after a real address), so a value the schema lets through reaches the database.
    body: fc.oneof({ weight: 3, arbitrary: body(endpoint.fields) }, { weight: 1, arbitrary: fc.record(endpoint.fields).map((fields) => JSON.stringify(fields)) }),
    contentType: fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: contentType }),
    headers: headerJunk,
    bearer: fc.option(
      pick('bearers').map((token) => `Bearer ${token}`),
      { nil: undefined, freq: 8 },
    ),
    query: endpoint.method === 'GET' ? fc.oneof(filterQuery, queryJunk) : queryJunk,
  })
}

beforeAll(async () => {
  await ensureBusinessTypes()
  const members = []
  for (let i = 0; i < 4; i++) members.push(await memberWithProfile({ name: `Fuzz Partner ${Date.now()} ${i}` }))
  pools.bearers.push(...members.map((member) => member.token))
  pools.slugs.push(...members.map((member) => member.profile.slug))
  // A few proposals between them, so the answer endpoint also meets real ids on both sides.
  for (const [from, to] of [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
  ] as const) {
    const sent = await api('POST', '/api/proposals', { token: members[from]!.token, body: proposalBody(members[to]!.profile.slug) })
    expect(sent.status, sent.text).toBe(201)
    pools.proposals.push(String(sent.json.proposal.id))
  }
})

afterAll(() => console.info(summary('fuzz partners', tally)))

describe('fuzzing the partners API', () => {
  it(`never answers 5xx or leaks internals (${runs} generated requests)`, { timeout: 300_000 }, async () => {
    const generated = fc.constantFrom(...endpoints).chain((endpoint) => requestFor(endpoint).map((input) => ({ endpoint, input })))
    await fc.assert(
      fc.asyncProperty(generated, async ({ endpoint, input }) => {
        await expectSafeAnswer(tally, endpoint.name, await serveRoute(generatedRequest(endpoint.method, `${origin}${input.path}`, input)))
      }),
      { numRuns: runs, endOnFailure: false },
    )
    expect(tally.serverErrors).toBe(0)
  })
})
