// The fault check (not a timed test): RUNS × SECONDS of contact posts and page reads at CONNECTIONS
// against the production build, with the PostgreSQL server restarted (fast shutdown, then start)
// at RESTART_AT seconds. Then it counts what was answered 201, what is stored, what was lost
// (answered 201, not stored) or duplicated, the window of 5xx answers and the time to recover.
// Target: 0 lost, 0 duplicated, serving again within 5 s of the database being back.
//
// Usage: `pnpm build`, then `pnpm bench:fault` (FAULT_RUNS=3 FAULT_SECONDS=60 FAULT_CONNECTIONS=32
// FAULT_RESTART_AT=20). The embedded throw-away cluster is stopped and started by the script; with
// TEST_DATABASE_URL (a PostgreSQL server you may restart; the run gets a throw-away database in it)
// set FAULT_RESTART_COMMAND, e.g. `sudo systemctl restart postgresql`, which the script runs through the shell.
import { execSync } from 'node:child_process'

import pg from 'pg'

import { startProductionSite } from './production-site'

const runs = Number(process.env.FAULT_RUNS ?? 3)
const seconds = Number(process.env.FAULT_SECONDS ?? 60)
const connections = Number(process.env.FAULT_CONNECTIONS ?? 32)
const restartAt = Number(process.env.FAULT_RESTART_AT ?? 20)
const port = Number(process.env.FAULT_PORT ?? 3190)
const base = `http://127.0.0.1:${port}`
const pages = ['/', '/subscriptions', '/about', '/contact', '/coffee-shop']

type Outcome = { at: number; kind: 'contact' | 'page'; status: number; email?: string }

let sequence = 0

async function contactPost(run: string, worker: number): Promise<Outcome> {
  const email = `fault-${run}-${worker}-${++sequence}@bench.test`
  const at = performance.now()
  const status = await fetch(`${base}/contact`, {
    method: 'POST',
    // Distinct client addresses (TRUST_PROXY=1) so the per-address throttle does not dominate.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${worker}.${(sequence >> 8) & 255}.${sequence & 255}` },
    body: JSON.stringify({ name: `Fault ${worker}`, email, message: 'Fault check' }),
    signal: AbortSignal.timeout(30_000),
  }).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  )
  return { at, kind: 'contact', status, email }
}

async function pageRead(worker: number): Promise<Outcome> {
  const at = performance.now()
  const status = await fetch(`${base}${pages[(worker + sequence++) % pages.length]}`, { signal: AbortSignal.timeout(30_000) }).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  )
  return { at, kind: 'page', status }
}

async function restartDatabase(database: Awaited<ReturnType<typeof startProductionSite>>['database']) {
  if (process.env.FAULT_RESTART_COMMAND) execSync(process.env.FAULT_RESTART_COMMAND, { stdio: 'inherit', shell: '/bin/sh' })
  else if (database.restart) await database.restart()
  else throw new Error('No way to restart this database: set FAULT_RESTART_COMMAND.')
}

async function oneRun(index: number, site: Awaited<ReturnType<typeof startProductionSite>>) {
  const run = `${Date.now().toString(36)}${index}`
  const outcomes: Outcome[] = []
  const start = performance.now()
  const end = start + seconds * 1000
  let restartBegan = 0
  let databaseBack = 0
  const restarting = new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      restartBegan = performance.now()
      restartDatabase(site.database).then(() => {
        databaseBack = performance.now()
        resolve()
      }, reject)
    }, restartAt * 1000),
  )
  // Half the connections post messages, half read pages, each in a closed loop.
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < end) outcomes.push(await (worker % 2 === 0 ? contactPost(run, worker) : pageRead(worker)))
    }),
  )
  await restarting

  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  const { rows } = await client.query<{ email: string; n: number }>(`select email, count(*)::int as n from contact_messages where email like $1 group by email`, [`fault-${run}-%`])
  await client.end()
  const stored = new Map(rows.map((r) => [r.email, r.n]))
  const posts = outcomes.filter((o) => o.kind === 'contact')
  const acknowledged = posts.filter((o) => o.status === 201)
  const failures = outcomes.filter((o) => o.status >= 500 || o.status === 0)
  const lastFailure = Math.max(...failures.map((o) => o.at), restartBegan)
  const firstFailure = failures.length ? Math.min(...failures.map((o) => o.at)) : 0
  const count = (list: Outcome[], test: (s: number) => boolean) => list.filter((o) => test(o.status)).length
  return {
    run: index + 1,
    requests: outcomes.length,
    contactPosts: posts.length,
    answered201: acknowledged.length,
    stored: [...stored.values()].reduce((a, b) => a + b, 0),
    lost: acknowledged.filter((o) => !stored.has(o.email!)).length,
    duplicated: [...stored.values()].filter((n) => n > 1).length,
    storedButNotAcknowledged: posts.filter((o) => o.status !== 201 && stored.has(o.email!)).length,
    contact503: count(posts, (s) => s === 503),
    contact500: count(posts, (s) => s === 500),
    pageReads: outcomes.length - posts.length,
    page200: count(
      outcomes.filter((o) => o.kind === 'page'),
      (s) => s === 200,
    ),
    page5xx: count(
      outcomes.filter((o) => o.kind === 'page'),
      (s) => s >= 500,
    ),
    networkErrors: count(outcomes, (s) => s === 0),
    databaseDownSeconds: +((databaseBack - restartBegan) / 1000).toFixed(2),
    window5xxSeconds: failures.length ? +((lastFailure - firstFailure) / 1000).toFixed(2) : 0,
    recoverySecondsAfterDatabaseBack: failures.length ? +(Math.max(0, lastFailure - databaseBack) / 1000).toFixed(2) : 0,
    first201AfterDatabaseBackSeconds: +((Math.min(...acknowledged.filter((o) => o.at >= databaseBack).map((o) => o.at)) - databaseBack) / 1000).toFixed(2),
  }
}

async function main() {
  const site = await startProductionSite({
    port,
    publicUrl: base,
    seed: true,
    readyPath: '/',
    env: { TRUST_PROXY: '1', CONTACT_RATE_MAX: '100000' },
  })
  try {
    const results = []
    for (let i = 0; i < runs; i++) {
      const result = await oneRun(i, site)
      console.log(JSON.stringify(result))
      results.push(result)
    }
    console.table(results)
    const failed = results.filter((r) => r.lost > 0 || r.duplicated > 0 || r.recoverySecondsAfterDatabaseBack > 5)
    if (failed.length) {
      console.error(`target missed in ${failed.length} of ${results.length} runs`)
      process.exitCode = 1
    }
  } finally {
    await site.stop()
  }
}

await main()
