// `pnpm bench:results` — what results cost (decision 0102): the production build on a seeded
// throw-away database, two members with an accepted collaboration on a Growth trial and one offer
// code, then, side by side in one run at BENCH_CONNECTIONS (32):
//   1. the floor: GET /healthz and GET /login;
//   2. GET /go/{code} from a thousand different browsers (each counted once a day, as the site counts);
//   3. a flood of unknown codes;
//   for each, requests a second, latency and the site process's CPU time per request (from /proc);
//   4. GET /api/collaborations/{id}/results once the code has 1,000,000 clicks and 100,000 sales
//      over a year (raw rows and their daily rollups, written by SQL), one caller at a time and at 32;
//   5. POST /api/redemptions/import with 5,000 rows.
// Needs `pnpm build` first. BENCH_SECONDS (10) sets each load phase's length.
import { readFileSync } from 'node:fs'

import autocannon from 'autocannon'
import pg from 'pg'

import { benchBusiness } from './bench-business'
import { startProductionSite } from './production-site'

const port = Number(process.env.BENCH_RESULTS_PORT ?? 3962)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const clicks = Number(process.env.BENCH_CLICKS ?? 1_000_000)
const sales = Number(process.env.BENCH_SALES ?? 100_000)
const base = `http://127.0.0.1:${port}`
const ticksPerSecond = 100 // Linux USER_HZ

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, path: string, options: { token?: string; body?: unknown; raw?: string; type?: string } = {}): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = { origin: base }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  } else if (options.type) headers['content-type'] = options.type
  const response = await fetch(`${base}${path}`, { method, headers, body })
  const text = await response.text()
  let json: Json = {}
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    json = { text: text.slice(0, 300) }
  }
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
  return { status: response.status, json }
}

/** A member with a verified address, a listed business and a Growth trial; answers its token and slug. */
const business = (db: pg.Client, name: string, stamp: string) => benchBusiness(api, db, name, stamp, 'results benchmark')

type Phase = { label: string; rps: number; p50: number; p99: number; cpuPerRequest: number; non2xx: number; errors: number }

async function load(pid: number, label: string, options: Omit<autocannon.Options, 'url' | 'connections' | 'duration'>): Promise<Phase> {
  const before = cpuMs(pid)
  const result = await autocannon({ url: base, connections, duration: seconds, ...options })
  const cpu = cpuMs(pid) - before
  const phase = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  }
  console.log(`${label}: ${phase.rps} req/s, p50 ${phase.p50} ms, p99 ${phase.p99} ms, ${phase.cpuPerRequest.toFixed(3)} ms CPU a request, non-2xx ${phase.non2xx}, errors ${phase.errors}`)
  return phase
}

const userAgents = Array.from({ length: 1000 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`)

async function main() {
  const site = await startProductionSite({ port, publicUrl: base, seed: true, readyPath: '/healthz' })
  const db = new pg.Client({ connectionString: site.databaseUrl })
  await db.connect()
  try {
    const stamp = Date.now().toString(36)
    const redeemer = await business(db, 'Bench Bakery', stamp)
    const promoter = await business(db, 'Bench Books', stamp)
    const proposal = await api('POST', '/api/proposals', {
      token: redeemer.token,
      body: { toPartner: promoter.slug, channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal', message: 'A benchmark collaboration.' },
    })
    const id = Number(proposal.json.proposal.id)
    await api('POST', `/api/proposals/${id}/accept`, { token: promoter.token })
    const code = String((await api('POST', `/api/collaborations/${id}/codes`, { token: redeemer.token, body: { offerText: '10% off' } })).json.code.code)
    console.log(`collaboration ${id}, code ${code}; ${connections} connections, ${seconds} s a phase`)

    const phases: Phase[] = []
    phases.push(await load(site.pid, 'GET /healthz (floor)', { requests: [{ method: 'GET', path: '/healthz' }] }))
    phases.push(await load(site.pid, 'GET /login (floor, a cached page)', { requests: [{ method: 'GET', path: '/login' }] }))
    let visitor = 0
    phases.push(
      await load(site.pid, `GET /go/${code}`, {
        requests: [{ method: 'GET', path: `/go/${code}`, setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'user-agent': userAgents[visitor++ % userAgents.length]! } }) }],
      }),
    )
    // Well-formed codes nobody made, each different: the lookup a flood of guesses costs.
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
    const guess = (n: number) => Array.from({ length: 8 }, (_, i) => alphabet[Math.floor(n / alphabet.length ** i) % alphabet.length]).join('')
    let unknown = 0
    phases.push(
      await load(site.pid, 'GET /go/{unknown code}', {
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/go/ZZ${guess(unknown++)}` }) }],
      }),
    )

    // A year of history for the code: raw clicks (as /go writes them) and sales, with their daily rollups.
    const started = performance.now()
    const codeId = Number((await db.query(`select id from offer_codes where code = $1`, [code])).rows[0].id)
    const day = `to_char((now() at time zone 'Australia/Melbourne')::date - (i % 365), 'YYYY-MM-DD')`
    await db.query(`insert into code_clicks (code_id, day, visitor, qr) select $1, ${day}, md5('bench' || i), i % 4 = 0 from generate_series(1, $2) as i on conflict do nothing`, [codeId, clicks])
    await db.query(
      `insert into redemptions (code_id, amount, order_ref, channel, redeemed_at, recorded_by)
       select $1, 1000 + (i % 9000), 'BENCH-' || i, 'till', now() - ((i % 365) || ' days')::interval, 'member' from generate_series(1, $2) as i`,
      [codeId, sales],
    )
    await db.query(`delete from code_daily_stats where code_id = $1`, [codeId])
    await db.query(
      `insert into code_daily_stats (code_id, day, clicks, qr_scans, redemptions, revenue)
       select $1, d.day, coalesce(c.clicks, 0), coalesce(c.qr, 0), coalesce(r.n, 0), coalesce(r.revenue, 0)
         from (select day from code_clicks where code_id = $1 union select to_char(redeemed_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD') from redemptions where code_id = $1) d
         left join (select day, count(*) as clicks, count(*) filter (where qr) as qr from code_clicks where code_id = $1 group by day) c on c.day = d.day
         left join (select to_char(redeemed_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD') as day, count(*) as n, sum(amount) as revenue
                      from redemptions where code_id = $1 and voided_at is null group by 1) r on r.day = d.day`,
      [codeId],
    )
    await db.query(`update offer_codes set uses = (select count(*) from redemptions where code_id = $1 and voided_at is null) where id = $1`, [codeId])
    await db.query(`analyze code_clicks; analyze code_daily_stats; analyze redemptions`)
    const totals = (await db.query(`select sum(clicks)::int as clicks, sum(redemptions)::int as redemptions, count(*)::int as days from code_daily_stats where code_id = $1`, [codeId])).rows[0]
    console.log(`history written in ${((performance.now() - started) / 1000).toFixed(1)} s: ${totals.clicks} clicks and ${totals.redemptions} sales over ${totals.days} days`)

    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)
    const resultsPath = `/api/collaborations/${id}/results?from=${from}`
    const check = await api('GET', resultsPath, { token: redeemer.token })
    console.log(`results answer: ${check.json.results.clicks} clicks, ${check.json.results.redemptions} sales, ${check.json.results.days.length} days`)
    const sequential: number[] = []
    for (let i = 0; i < 300; i++) {
      const t = performance.now()
      await api('GET', resultsPath, { token: redeemer.token })
      sequential.push(performance.now() - t)
    }
    sequential.sort((a, b) => a - b)
    const at = (q: number) => sequential[Math.min(sequential.length - 1, Math.floor(q * sequential.length))]!.toFixed(1)
    console.log(`GET results, one caller at a time (300 requests): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`)
    phases.push(await load(site.pid, 'GET results (a year, 1M clicks, 100k sales)', { requests: [{ method: 'GET', path: resultsPath, headers: { authorization: `Bearer ${redeemer.token}` } }] }))

    const rows = Array.from({ length: 5000 }, (_, i) => `${code},${(i % 50) + 1}.25,IMPORT-${i},`)
    const csv = ['code,amount,orderRef,redeemedAt', ...rows].join('\n')
    const importStarted = performance.now()
    const imported = await api('POST', '/api/redemptions/import', { token: redeemer.token, raw: csv, type: 'text/csv' })
    console.log(`POST /api/redemptions/import, 5,000 rows: ${((performance.now() - importStarted) / 1000).toFixed(2)} s, imported ${imported.json.imported}, errors ${imported.json.errors.length}`)

    const floor = phases[0]!
    console.log('\n| phase | req/s | p50 ms | p99 ms | CPU ms a request | × /healthz CPU |\n|---|---|---|---|---|---|')
    for (const phase of phases) {
      console.log(`| ${phase.label} | ${phase.rps} | ${phase.p50} | ${phase.p99} | ${phase.cpuPerRequest.toFixed(3)} | ${(phase.cpuPerRequest / floor.cpuPerRequest).toFixed(2)} |`)
    }
  } finally {
    await db.end()
    await site.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
