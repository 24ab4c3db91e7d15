// Partner directory benchmark (not a timed test). Needs `pnpm build` first.
// A throw-away PostgreSQL, migrated and seeded, with 100,000 generated profiles (BENCH_PROFILES);
// the production build on 127.0.0.1:3712 (BENCH_PARTNERS_PORT). Then:
// 1. each benchmark query's plan and its time on one connection (EXPLAIN ANALYZE, 200 runs);
// 2. autocannon -c 32 -d BENCH_SECONDS, no cache anywhere, on GET /api/partners?q=… (rotating
//    searches), GET /api/partners?type=…&location=…, and the page /partners?type=…&location=…
//    when the site has that route, then /login beside it: the lightest page rendered through React;
// 3. the directory page's HTML (a page of 24 cards, as a visitor gets it) and its CPU per request
//    against /login's in the same run (req/s of /login over req/s of the page, the median of
//    BENCH_RATIO_ROUNDS alternating rounds, default 3), each with its target: at most 45 KB and 1.3×.
// Run: pnpm bench:partners

import autocannon from 'autocannon'
import pg from 'pg'

import { directoryStatements, lexemesStatement, searchWords, type SearchTerms } from '../../web/src/partners/directory-query'
import type { DirectoryFilters } from '../../web/src/partners/partners.options'
import { adopt, prepareEnv } from '../lib/env'
import { closePayload, migrate, openPayload } from '../lib/payload'
import { generateScaleProfiles } from '../lib/scale-profiles'
import { partnerCard } from './partner-card'
import { startProductionSite } from './production-site'

const port = Number(process.env.BENCH_PARTNERS_PORT ?? 3712)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const profiles = Number(process.env.BENCH_PROFILES ?? 100_000)
const ratioRounds = Number(process.env.BENCH_RATIO_ROUNDS ?? 3)

// What people type: a name word, a suburb, a kind of business, two words, a word prefix.
const searches = ['juniper', 'fitzroy', 'bakehouse', 'natural wine', 'yoga northcote', 'candles', 'pilat', 'bluestone cellar']
const places: [string, string][] = [
  ['coffee-shop', 'Fitzroy'],
  ['wine-bar', 'Carlton'],
  ['wellness-studio', '3070'],
  ['fashion-boutique', 'Brunswick'],
  ['real-estate', 'Hawthorn'],
  ['trades-services', '3011'],
]
const searchPaths = searches.map((q) => `/api/partners?q=${encodeURIComponent(q)}`)
const placeQuery = ([type, location]: [string, string]) => `type=${type}&location=${encodeURIComponent(location)}`
const placePaths = places.map((place) => `/api/partners?${placeQuery(place)}`)
const pagePaths = places.map((place) => `/partners?${placeQuery(place)}`)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** The directory's statements for `filters`, page 1, exactly as profiles.server.ts builds them (words stemmed first). */
async function statements(client: pg.Client, filters: DirectoryFilters) {
  const words = filters.q ? searchWords(filters.q) : []
  let search: SearchTerms | null = null
  if (words.length) {
    const stem = lexemesStatement(words, false)
    const row = (await client.query(stem.sql, stem.params)).rows[0]
    search = { exact: row.exact ?? [], prefix: row.prefix ?? null }
  }
  return directoryStatements(filters, { page: 1, pageSize: 24, search, ...partnerCard })
}

async function timeQueries(client: pg.Client) {
  const cases = [...searches.map((q) => ({ label: `q=${q}`, filters: { q } })), ...places.map(([type, location]) => ({ label: `type=${type}&location=${location}`, filters: { type, location } }))]
  for (const { label, filters } of cases) {
    const { params, page, count, filtered } = await statements(client, filters)
    const total = (await client.query(count, params)).rows[0].total as number
    const times: number[] = []
    for (let i = 0; i < 200; i++) {
      const started = performance.now()
      const found = await client.query(page, params)
      if (!filtered || !found.rows[0]) await client.query(count, params)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`  ${label.padEnd(42)} ${String(total).padStart(6)} matches   p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms`)
  }
  const wine = await statements(client, { q: 'natural wine' })
  const plan = await client.query(`explain analyze ${wine.page}`, wine.params)
  console.log(`  plan of q=natural wine:\n    ${plan.rows.map((row) => row['QUERY PLAN']).join('\n    ')}`)
}

async function run(paths: string[]) {
  const result = await autocannon({ url: base, connections: 32, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) })
  return {
    rps: result.requests.average,
    line: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  }
}

async function cannon(paths: string[]) {
  return (await run(paths)).line
}

/** The directory page's targets: its HTML for a page of 24 cards, and its CPU per request against /login's. */
const htmlTargetBytes = 45 * 1024
const cpuTargetRatio = 1.3
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL')

/** A page of the directory as a visitor gets it: its bytes and how many cards it draws. */
async function directoryHtml(path: string) {
  const html = await (await fetch(`${base}${path}`)).text()
  return { bytes: Buffer.byteLength(html), cards: html.split('data-testid="partner-card"').length - 1 }
}

/**
 * BENCH_SQL_ONLY=1: only the queries, on a migrated throw-away database (no build needed), or on
 * BENCH_DATABASE_URL as it is (e.g. a development database after `pnpm seed:scale`).
 */
async function sqlOnly() {
  if (process.env.BENCH_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
    await client.connect()
    try {
      await timeQueries(client)
    } finally {
      await client.end()
    }
    return
  }
  const stack = await prepareEnv('development', { throwaway: true })
  adopt(stack.env)
  const payload = await openPayload()
  await migrate(payload)
  await closePayload(payload)
  const client = new pg.Client({ connectionString: stack.env.DATABASE_URL })
  await client.connect()
  try {
    const started = Date.now()
    await generateScaleProfiles(client, profiles)
    console.log(`${profiles} profiles generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await timeQueries(client)
  } finally {
    await client.end()
    await stack.database.stop()
  }
}

async function main() {
  if (process.env.BENCH_SQL_ONLY === '1') return sqlOnly()
  // PAGE_CACHE=off: every directory page is rendered and every search run, as for a query nobody made before.
  const site = await startProductionSite({ port, publicUrl: base, seed: true, readyPath: '/robots.txt', env: { PAGE_CACHE: 'off' } })
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  try {
    const started = Date.now()
    await generateScaleProfiles(client, profiles)
    console.log(`${profiles} profiles generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    console.log('directory queries on one connection (200 runs each):')
    await timeQueries(client)
    const sample = await (await fetch(`${base}${searchPaths[0]}`)).json()
    console.log(`GET ${searchPaths[0]}: total ${sample.total}, ${sample.items.length} items`)
    await cannon(searchPaths) // warm-up
    console.log(`GET /api/partners?q=… (${searches.length} searches), -c 32 -d ${seconds}: ${await cannon(searchPaths)}`)
    console.log(`GET /api/partners?type=…&location=… (${places.length} places), -c 32 -d ${seconds}: ${await cannon(placePaths)}`)
    // The directory page lists profile links; without the partner pages, /partners is the CMS page alone.
    const page = await fetch(`${base}${pagePaths[0]}`)
    if (page.status === 200 && (await page.text()).includes('/partners/scale-')) {
      const sized = await directoryHtml(pagePaths[0]!)
      if (sized.cards !== 24) throw new Error(`${pagePaths[0]} draws ${sized.cards} cards, not a full page of 24`)
      console.log(`directory page HTML (${pagePaths[0]}, 24 cards): ${(sized.bytes / 1024).toFixed(1)} KB (target ≤ ${htmlTargetBytes / 1024} KB) ${verdict(sized.bytes <= htmlTargetBytes)}`)
      // The floor beside it: the lightest page the site renders through React (a form, no query).
      // The directory page cannot cost less than this on the same machine. The two alternate, round
      // after round (BENCH_RATIO_ROUNDS), and each round's ratio is taken from two runs a few seconds
      // apart: on a shared machine the load of one minute is not the next minute's.
      await cannon(pagePaths)
      await cannon(['/login'])
      const ratios: number[] = []
      for (let round = 1; round <= ratioRounds; round++) {
        const directory = await run(pagePaths)
        console.log(`GET /partners?type=…&location=… (page), -c 32 -d ${seconds}, round ${round}: ${directory.line}`)
        const login = await run(['/login'])
        console.log(`GET /login (the lightest React page, no query), -c 32 -d ${seconds}, round ${round}: ${login.line}`)
        // Both saturate the server's one thread, so the time a request costs is the inverse of req/s.
        ratios.push(login.rps / directory.rps)
      }
      const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!
      console.log(
        `directory page CPU per request: ${ratio.toFixed(2)}× /login's, median of ${ratios.map((r) => r.toFixed(2)).join(', ')} (target ≤ ${cpuTargetRatio}×) ${verdict(ratio <= cpuTargetRatio)}`,
      )
    } else {
      console.log(`GET /partners (${page.status}) lists no businesses: the directory page is not in this build; skipped`)
    }
  } finally {
    await client.end()
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
