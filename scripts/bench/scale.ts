// Small vs large benchmark (not a timed test). Needs `pnpm build` first (site and CMS).
// The same checks on two throw-away databases, each in its own child process: "small" (migrated
// and seeded as for a fresh install) and "large" (the same plus `seed:scale`'s data set: 100,000
// members with sessions and profiles, 2,000 business types, 2,000 landing pages, 200,000 contact
// messages). Each runs the production site (page cache off: PAGE_CACHE=off, so every page is a
// render) and the production CMS, then: a business page, login, the profile read, the admin's
// contact list through the CMS REST API and the sitemap; then EXPLAIN (ANALYZE, BUFFERS) of the
// hot queries. Target: p99 large / small ≤ 1.5 for each check.
// Run: pnpm bench:scale (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LOGINS, BENCH_SCALE_PORT optional).
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'
import pg from 'pg'

import { cmsDir, cmsServer } from '../lib/paths'
import { waitForHttp } from '../lib/processes'
import { fullScale, seedScale } from '../lib/scale-data'
import { hotQueries } from './scale-queries'
import { startProductionSite } from './production-site'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const logins = Number(process.env.BENCH_LOGINS ?? 40)
const basePort = Number(process.env.BENCH_SCALE_PORT ?? 4000)

type Check = { name: string; p50: number; p99: number; rps: number; errors: number }
type Run = { size: string; checks: Check[]; plans: string[] }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function cannon(name: string, url: string, headers: Record<string, string> = {}): Promise<Check> {
  await autocannon({ url, connections, duration: Math.max(2, seconds / 3), headers }) // warm-up
  const r = await autocannon({ url, connections, duration: seconds, headers })
  return { name, p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors: r.non2xx + r.errors }
}

async function timeLogins(base: string, body: unknown): Promise<Check> {
  const times: number[] = []
  let errors = 0
  for (let i = 0; i < logins + 5; i++) {
    const started = performance.now()
    const response = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    await response.arrayBuffer()
    if (response.status !== 200) errors++
    if (i >= 5) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 10) / 10
  return { name: `login (POST /auth/login, ${logins} one after another)`, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), rps: 0, errors }
}

function startCms(port: number) {
  const child = spawn(process.execPath, [cmsServer, '--port', String(port), '--hostname', '127.0.0.1'], { cwd: cmsDir, env: process.env, stdio: 'ignore' })
  return { ready: waitForHttp(`http://127.0.0.1:${port}/api/staff/me`), stop: () => child.kill('SIGTERM') }
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

/** One size, in this process: start, fill, measure, print the result as JSON on the last line. */
async function runSize(size: 'small' | 'large'): Promise<void> {
  const port = basePort + (size === 'small' ? 10 : 20)
  const base = `http://127.0.0.1:${port}`
  const admin = { email: 'bench-admin@kindred.test', password: randomBytes(18).toString('base64url') }
  Object.assign(process.env, { SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password, CMS_PORT: String(port + 1), CMS_URL: `http://127.0.0.1:${port + 1}` })
  const site = await startProductionSite({
    port,
    publicUrl: base,
    seed: true,
    readyPath: '/robots.txt',
    // Every page a fresh render; throttles raised so the run measures work, not the limiter.
    env: { PAGE_CACHE: 'off', AUTH_LOGIN_ACCOUNT_MAX: '1000000', AUTH_LOGIN_IP_MAX: '1000000', AUTH_REGISTER_IP_MAX: '1000' },
  })
  const cms = startCms(port + 1)
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  try {
    if (size === 'large') await seedScale(client, fullScale, (m) => console.error(`[large] ${m}`))
    // The bulk load leaves hundreds of megabytes for the checkpointer to write while the first check
    // runs; both sizes start measuring from a checkpoint, so neither pays for the seeding.
    await client.query('checkpoint')
    await cms.ready
    const member = { firstName: 'Bench', lastName: 'Scale', email: `bench-${Date.now()}@example.com`, password: 'benchmark-passphrase-1' }
    const { accessToken } = (await postJson(`${base}/auth/register`, member)) as { accessToken: string }
    const staff = (await postJson(`http://127.0.0.1:${port + 1}/api/staff/login`, admin)) as { token: string }
    const contactList = `http://127.0.0.1:${port + 1}/api/contact-messages?where%5Bstatus%5D%5Bequals%5D=new&sort=-createdAt&limit=10&depth=0`
    const checks = [
      await cannon('business page /coffee-shop, page cache off', `${base}/coffee-shop`),
      await timeLogins(base, { email: member.email, password: member.password }),
      await cannon('profile read GET /auth/profile (bearer)', `${base}/auth/profile`, { authorization: `Bearer ${accessToken}` }),
      await cannon('admin contact list (CMS REST, status new, newest 10)', contactList, { authorization: `JWT ${staff.token}` }),
      await cannon('/sitemap.xml', `${base}/sitemap.xml`),
    ]
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
    if (sitemap.includes('<sitemapindex')) checks.push(await cannon('/sitemaps/1.xml (a child of the index)', `${base}/sitemaps/1.xml`))
    const plans = await hotQueries(client)
    const run: Run = { size, checks, plans }
    console.log(JSON.stringify(run))
  } finally {
    await client.end()
    cms.stop()
    await site.stop()
  }
}

function runChild(size: string): Run {
  const script = fileURLToPath(import.meta.url)
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_SCALE_SIZE: size },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  const last = result.stdout.trim().split('\n').pop() ?? ''
  if (result.status !== 0 || !last.startsWith('{')) throw new Error(`the ${size} run failed (${result.status}):\n${result.stdout}`)
  return JSON.parse(last) as Run
}

function report(small: Run, large: Run) {
  console.log(`\n| check (p99 at ${connections} connections unless said) | small p50 / p99 | large p50 / p99 | p99 large ÷ small | ≤ 1.5 |`)
  console.log('|---|---|---|---|---|')
  for (const check of large.checks) {
    const before = small.checks.find((c) => c.name === check.name)
    const ratio = before ? check.p99 / Math.max(before.p99, 1) : NaN
    const cell = (c: Check | undefined) => (c ? `${c.p50} / ${c.p99} ms${c.rps ? ` (${c.rps} req/s)` : ''}${c.errors ? `, ${c.errors} errors` : ''}` : '—')
    console.log(`| ${check.name} | ${cell(before)} | ${cell(check)} | ${before ? ratio.toFixed(2) : '—'} | ${before ? (ratio <= 1.5 ? 'met' : 'missed') : '—'} |`)
  }
  console.log('\nEXPLAIN (ANALYZE, BUFFERS), large database:\n')
  for (const plan of large.plans) console.log(plan + '\n')
}

async function main() {
  const size = process.env.BENCH_SCALE_SIZE
  if (size === 'small' || size === 'large') return runSize(size)
  const small = runChild('small')
  const large = runChild('large')
  report(small, large)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
