// Accounts benchmark (not a timed test). Needs `pnpm build` first.
// A throw-away PostgreSQL, migrated; the production build on 127.0.0.1:3292 with login throttling
// raised; then: login latency p50/p99 (sequential, and 4 in flight), GET /auth/profile with a valid
// bearer at 32 connections beside a static file server answering the same bytes, and the session
// validation query itself (EXPLAIN + timing) through the pg pool.
// Run: TSX_TSCONFIG_PATH=tsconfig.scripts.json node --import tsx scripts/bench/auth.ts
import { createServer } from 'node:http'

import autocannon from 'autocannon'
import pg from 'pg'

import { startProductionSite } from './production-site'

const port = Number(process.env.BENCH_AUTH_PORT ?? 3292)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const logins = Number(process.env.BENCH_LOGINS ?? 200)

async function startSite() {
  const site = await startProductionSite({
    port,
    publicUrl: base,
    seed: false,
    readyPath: '/robots.txt',
    // Raised for the run so the login benchmark measures logins, not the throttle.
    env: { AUTH_LOGIN_ACCOUNT_MAX: '1000000', AUTH_LOGIN_IP_MAX: '1000000', AUTH_REGISTER_IP_MAX: '1000' },
  })
  return { url: site.databaseUrl, stop: site.stop }
}

const post = (url: string, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function timeLogins(body: unknown, inFlight: number) {
  const times: number[] = []
  let next = 0
  const worker = async () => {
    while (next++ < logins) {
      const started = performance.now()
      const response = await post('/auth/login', body)
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`login answered ${response.status}`)
      times.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker))
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

async function cannon(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 32, duration: seconds, headers })
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx }
}

/** A static server answering the exact bytes of the profile response: the floor for any Node HTTP answer. */
async function startStatic(bytes: string) {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    res.end(bytes)
  })
  await new Promise<void>((resolve) => server.listen(port + 1, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port + 1}/`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function validationQuery(databaseUrl: string, sessionId: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const sql = `select s.id, s.member_id, s.expires_at, m.id, m.email from member_sessions s join members m on m.id = s.member_id where s.id = $1`
  const plan = await client.query(`explain ${sql}`, [sessionId])
  const times: number[] = []
  for (let i = 0; i < 2000; i++) {
    const started = performance.now()
    await client.query(sql, [sessionId])
    times.push(performance.now() - started)
  }
  await client.end()
  times.sort((a, b) => a - b)
  return { plan: plan.rows.map((row) => row['QUERY PLAN']).join('\n    '), p50: percentile(times, 50), p99: percentile(times, 99) }
}

async function main() {
  const site = await startSite()
  try {
    const member = { firstName: 'Bench', lastName: 'Mark', email: `bench-${Date.now()}@example.com`, password: 'benchmark-passphrase-1' }
    const registered = (await (await post('/auth/register', member)).json()) as { accessToken: string; refreshToken: string }
    const credentials = { email: member.email, password: member.password }
    await timeLogins(credentials, 1) // warm-up
    const sequential = await timeLogins(credentials, 1)
    const parallel = await timeLogins(credentials, 4)
    const token = ((await (await post('/auth/login', credentials)).json()) as { accessToken: string }).accessToken
    const profileUrl = `${base}/auth/profile`
    const bytes = await (await fetch(profileUrl, { headers: { authorization: `Bearer ${token}` } })).text()
    const staticServer = await startStatic(bytes)
    await cannon(profileUrl, { authorization: `Bearer ${token}` }) // warm-up
    const profile = await cannon(profileUrl, { authorization: `Bearer ${token}` })
    // The same route answering 401 before any token check or query: the framework's own floor.
    const floor = await cannon(profileUrl)
    const flat = await cannon(staticServer.url)
    await staticServer.stop()
    const query = await validationQuery(site.url, registered.refreshToken.split('.')[0]!)
    console.log(`login (${logins} each, argon2id m=64 MiB t=3 p=1):`)
    console.log(`  sequential  p50 ${sequential.p50.toFixed(1)} ms  p99 ${sequential.p99.toFixed(1)} ms`)
    console.log(`  4 in flight p50 ${parallel.p50.toFixed(1)} ms  p99 ${parallel.p99.toFixed(1)} ms`)
    console.log(`GET /auth/profile, bearer, autocannon -c 32 -d ${seconds}: ${profile.rps} req/s, p50 ${profile.p50} ms, p99 ${profile.p99} ms, non-2xx ${profile.non2xx}`)
    console.log(`GET /auth/profile, no token (401, no query), -c 32 -d ${seconds}: ${floor.rps} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms`)
    console.log(`static server, same ${bytes.length} bytes, -c 32 -d ${seconds}: ${flat.rps} req/s, p50 ${flat.p50} ms, p99 ${flat.p99} ms`)
    console.log(`session validation query (2000 runs on one connection): p50 ${query.p50.toFixed(3)} ms, p99 ${query.p99.toFixed(3)} ms\n    ${query.plan}`)
  } finally {
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
