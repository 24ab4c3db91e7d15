// The fleet check (`pnpm build`, then `pnpm bench:fleet`): two site processes and the CMS behind
// nginx on one PostgreSQL (fleet-stack.ts). It checks what must hold when more than one process
// serves: a session made on one process works on the other; an edit published in the admin shows
// through both within 5 s; throttles count across processes; every outbox email is sent exactly once
// with three workers running; a site process restarted under load costs no failed request. Then
// throughput of one process (direct, and alone behind nginx) against two behind nginx. Ports 3860–3865 (FLEET_PORT_BASE moves them).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { startFleet, type Fleet } from './fleet-stack'

const portBase = Number(process.env.FLEET_PORT_BASE ?? 3860)
const loadSeconds = Number(process.env.FLEET_SECONDS ?? 10)
const ports = { nginx: portBase, sites: [portBase + 1, portBase + 2] as [number, number], cms: portBase + 3, cmsProxy: portBase + 4, single: portBase + 5 }
const run = Date.now().toString(36)
const results: { check: string; result: string; pass: boolean }[] = []
const record = (check: string, pass: boolean, result: string) => {
  results.push({ check, result, pass })
  console.log(`${pass ? 'ok  ' : 'FAIL'} ${check}: ${result}`)
}

const siteUrl = (index: 0 | 1) => `http://127.0.0.1:${ports.sites[index]}`
const post = (base: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function sessionAcrossProcesses() {
  const email = `fleet-${run}@kindred.test`
  const registered = await post(siteUrl(0), '/auth/register', { firstName: 'Fleet', lastName: 'Check', email, password: 'fleet check password 1' })
  const { accessToken } = (await registered.json()) as { accessToken?: string }
  const profile = await fetch(`${siteUrl(1)}/auth/profile`, { headers: { authorization: `Bearer ${accessToken}` } })
  const body = profile.ok ? ((await profile.json()) as { email?: string; user?: { email?: string } }) : {}
  const user = body.user ?? body
  record('session made on site 1, used on site 2', registered.status === 201 && profile.status === 200 && user.email === email, `register ${registered.status}, profile on the other ${profile.status}`)
}

async function publishVisibleThroughBoth(fleet: Fleet) {
  const cms = `http://127.0.0.1:${ports.cmsProxy}`
  const login = await post(cms, '/api/staff/login', fleet.admin)
  const { token } = (await login.json()) as { token: string }
  const marker = `Fleet check ${run}`
  const started = performance.now()
  const saved = await post(cms, '/api/globals/footer', { blurb: marker, _status: 'published' }, { authorization: `JWT ${token}` })
  const seenAt: number[] = []
  for (const index of [0, 1] as const) {
    while (performance.now() - started < 10_000) {
      const html = await fetch(`${siteUrl(index)}/about`).then((response) => response.text())
      if (html.includes(marker)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    seenAt.push(performance.now() - started)
  }
  const latest = Math.max(...seenAt)
  record('published edit visible through both sites', saved.ok && latest < 5000, `save ${saved.status}; visible after ${seenAt.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' / ')}`)
}

async function throttleShared() {
  const email = `fleet-throttle-${run}@kindred.test`
  await post(siteUrl(0), '/auth/register', { firstName: 'Fleet', lastName: 'Throttle', email, password: 'the right password 1' })
  const statuses: number[] = []
  for (let attempt = 0; attempt < 6; attempt++) {
    // Alternating processes, each attempt from its own address: only the per-account budget (5) is shared.
    const response = await post(siteUrl((attempt % 2) as 0 | 1), '/auth/login', { email, password: 'a wrong password' }, { 'x-forwarded-for': `10.77.0.${attempt + 1}` })
    statuses.push(response.status)
  }
  record('the 6th wrong password across both processes is 429', statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429, statuses.join(' '))
}

async function mailExactlyOnce(fleet: Fleet, databaseUrl: string, messages = 40) {
  const posted = await Promise.all(
    Array.from({ length: messages }, (_, i) =>
      post(`http://127.0.0.1:${ports.nginx}`, '/contact', { name: `Fleet ${i}`, email: `fleet-${run}-${i}@kindred.test`, message: `Fleet mail ${run} ${i}` }).then((r) => r.status),
    ),
  )
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  let rows: { status: string; n: number }[] = []
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    rows = (await client.query<{ status: string; n: number }>(`select status, count(*)::int as n from email_outbox group by status`)).rows
    if (!rows.some((row) => row.status === 'pending' || row.status === 'sending')) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await client.end()
  const sent = rows.find((row) => row.status === 'sent')?.n ?? 0
  const files = (await readdir(fleet.mailDir)).filter((name) => name.endsWith('.eml'))
  const ids = await Promise.all(files.map(async (name) => /^Message-ID: (.+)$/im.exec(await readFile(path.join(fleet.mailDir, name), 'utf8'))?.[1]))
  const distinct = new Set(ids).size
  const accepted = posted.filter((status) => status === 201).length
  record(
    'every outbox email sent exactly once (2 sites + CMS workers)',
    accepted === messages && sent === files.length && distinct === files.length && sent >= messages,
    `${accepted}/${messages} accepted; outbox ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.status, r.n])))}; ${files.length} .eml files, ${distinct} distinct Message-IDs`,
  )
}

function load(url: string, seconds: number, connections = 16): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, requests: [{ method: 'GET', path: '/about' }] })
}

async function restartUnderLoad(fleet: Fleet) {
  const loading = load(`http://127.0.0.1:${ports.nginx}`, loadSeconds + 6)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const restart = performance.now()
  const code = await fleet.stopSite(0)
  const stoppedMs = performance.now() - restart
  await fleet.startSite(0)
  const result = await loading
  const failed = result.errors + result.non2xx + result.timeouts
  record(
    'site 1 restarted (SIGTERM, start) under load: no failed request',
    failed === 0 && code === 0,
    `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; exit ${code} after ${(stoppedMs / 1000).toFixed(1)} s, back after ${((performance.now() - restart) / 1000).toFixed(1)} s`,
  )
}

async function throughput() {
  const line = (r: autocannon.Result) => `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`
  const direct = await load(siteUrl(0), loadSeconds)
  const one = await load(`http://127.0.0.1:${ports.single}`, loadSeconds)
  const two = await load(`http://127.0.0.1:${ports.nginx}`, loadSeconds)
  record('throughput GET /about, 16 connections', true, `one process direct ${line(direct)}; one behind nginx ${line(one)}; two behind nginx ${line(two)}`)
}

async function main() {
  const fleet = await startFleet(ports)
  try {
    await sessionAcrossProcesses()
    await publishVisibleThroughBoth(fleet)
    await throttleShared()
    await mailExactlyOnce(fleet, fleet.env.DATABASE_URL!)
    await restartUnderLoad(fleet)
    await throughput()
  } finally {
    await fleet.stop()
  }
  console.table(results.map(({ check, result, pass }) => ({ check, pass, result })))
  return results.every((result) => result.pass) ? 0 : 1
}

// Exit explicitly: a failed check must fail the command, and no child's handle may keep it alive.
process.exit(await main())
