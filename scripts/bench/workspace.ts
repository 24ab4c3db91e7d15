// `pnpm bench:workspace` — what the workspace and the ledger cost at size (decisions 0105, 0107): a
// throw-away database with three businesses, a small member and a big one, each working with the
// same partner, written side by side in one run:
//   - a collaboration with 10 messages (small) and one with 10,000 (big);
//   - 10 collaborations (small) and 1,000 (big), each with its channel's milestones;
//   - 10 ledger entries (small) and 100,000 (big, over BENCH_LEDGER_DAYS, 3,650 days by default).
// Then, at BENCH_CONNECTIONS (8) for BENCH_SECONDS (5) each: the floor (GET /healthz, GET /login),
// and for each pair the JSON route and the page a member opens (the thread: GET …/messages and
// /dashboard/collaborations/{id}; the list: GET /api/collaborations and /dashboard/collaborations;
// the ledger: GET /api/ledger?month= (this month) and /dashboard/invoices). It prints median, p99,
// req/s, and the big/small p99 ratio of each pair, PASS within 1.5×.
// Serves the production build (`pnpm build` first); BENCH_DEV=1 serves the dev server instead.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { adopt, prepareEnv } from '../lib/env'
import { closePayload, migrate, openPayload } from '../lib/payload'
import { webDir } from '../lib/paths'
import { waitForHttp } from '../lib/processes'
import { benchBusiness, benchPassword } from './bench-business'
import { startProductionSite } from './production-site'

const port = Number(process.env.BENCH_WORKSPACE_PORT ?? 3972)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)
const ledgerDays = Number(process.env.BENCH_LEDGER_DAYS ?? 3650)
const dev = process.env.BENCH_DEV === '1'
const base = `http://127.0.0.1:${port}`
const allowed = 1.5

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<{ json: Json; cookie: string }> {
  const headers: Record<string, string> = { origin: base }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${base}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const text = await response.text()
  if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return { json: text ? JSON.parse(text) : {}, cookie }
}

/** A member with a verified address, a listed business on a Growth trial: its token, cookie, slug and profile id. */
async function business(db: pg.Client, name: string, stamp: string) {
  const { email, token, slug } = await benchBusiness(api, db, name, stamp, 'workspace benchmark')
  const login = await api('POST', '/auth/login', { body: { email, password: benchPassword } })
  const profileId = Number((await db.query(`select id from business_profiles where slug = $1`, [slug])).rows[0].id)
  return { token, cookie: login.cookie, slug, profileId }
}

/** The table's columns but `id`, for copying a row as it is. */
async function columnsOf(db: pg.Client, table: string, except: string[]): Promise<string[]> {
  const { rows } = await db.query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`, [table])
  return rows.map((row) => String(row.column_name)).filter((column) => !except.includes(column))
}

/**
 * `count - 1` more collaborations like `templateId` (accepted proposal, workspace row, milestones),
 * each a minute less recent than the one before, so the member has `count` in all.
 */
async function copyCollaboration(db: pg.Client, templateId: number, count: number): Promise<void> {
  const proposalColumns = await columnsOf(db, 'proposals', ['id'])
  const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')
  const { rows } = await db.query(
    `insert into proposals (${quoted(proposalColumns)})
     select ${quoted(proposalColumns)} from proposals, generate_series(1, $2) as i where id = $1 returning id`,
    [templateId, count - 1],
  )
  const ids = rows.map((row) => Number(row.id))
  const collaborationColumns = await columnsOf(db, 'collaborations', ['id', 'proposal_id', 'activity_at'])
  await db.query(
    `insert into collaborations (id, proposal_id, activity_at, ${quoted(collaborationColumns)})
     select n.id, n.id, c.activity_at - (n.i || ' minutes')::interval, ${collaborationColumns.map((column) => `c."${column}"`).join(', ')}
       from collaborations c, unnest($2::int[]) with ordinality as n(id, i) where c.id = $1`,
    [templateId, ids],
  )
  const milestoneColumns = await columnsOf(db, 'milestones', ['id', 'collaboration_id'])
  await db.query(
    `insert into milestones (collaboration_id, ${quoted(milestoneColumns)})
     select n.id, ${milestoneColumns.map((column) => `m."${column}"`).join(', ')} from milestones m, unnest($2::int[]) as n(id) where m.collaboration_id = $1`,
    [templateId, ids],
  )
}

async function startSite() {
  if (!dev) {
    if (!existsSync(path.join(webDir, '.output/server/index.mjs'))) throw new Error('No production build: run `pnpm build` first, or set BENCH_DEV=1.')
    const site = await startProductionSite({ port, publicUrl: base, seed: true, readyPath: '/healthz' })
    return { databaseUrl: site.databaseUrl, stop: site.stop }
  }
  Object.assign(process.env, { PORT: String(port), PUBLIC_URL: base })
  const stack = await prepareEnv('development', { throwaway: true })
  adopt(stack.env)
  const payload = await openPayload()
  await migrate(payload)
  const { seed } = await import('@kindred/content-seed')
  await seed(payload, { log: () => {} })
  await closePayload(payload)
  const child = spawn(path.join(webDir, 'node_modules/.bin/vite'), ['dev', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: webDir,
    env: { ...stack.env, DISABLE_PAYLOAD_HMR: 'true' },
    stdio: 'ignore',
  })
  await waitForHttp(`${base}/healthz`)
  return { databaseUrl: stack.env.DATABASE_URL!, stop: async () => (child.kill('SIGTERM'), await stack.database.stop()) }
}

type Phase = { label: string; rps: number; p50: number; p99: number; non2xx: number; errors: number }

async function load(label: string, path: string, headers: Record<string, string> = {}): Promise<Phase> {
  // A few requests first, so the dev server's first compile of a page is not counted.
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' })
    const text = await response.text()
    if (response.status >= 300) console.log(`${label}: ${response.status} ${response.headers.get('location') ?? text.slice(0, 200)}`)
  }
  const result = await autocannon({ url: base, connections, duration: seconds, requests: [{ method: 'GET', path, headers }] })
  const phase = { label, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}×${stat.count ?? 0}`)
    .join(' ')
  console.log(`${label}: ${phase.rps} req/s, p50 ${phase.p50} ms, p99 ${phase.p99} ms, non-2xx ${phase.non2xx}, errors ${phase.errors}, statuses ${statuses}`)
  return phase
}

async function main() {
  const site = await startSite()
  const db = new pg.Client({ connectionString: site.databaseUrl })
  await db.connect()
  try {
    const stamp = Date.now().toString(36)
    const small = await business(db, 'Bench Small', stamp)
    const big = await business(db, 'Bench Big', stamp)
    const partner = await business(db, 'Bench Partner', stamp)
    const collaborate = async (member: typeof small) => {
      const proposal = await api('POST', '/api/proposals', {
        token: member.token,
        body: { toPartner: partner.slug, channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal', message: 'A benchmark collaboration.' },
      })
      const id = Number(proposal.json.proposal.id)
      await api('POST', `/api/proposals/${id}/accept`, { token: partner.token })
      await api('GET', `/api/collaborations/${id}`, { token: member.token })
      return id
    }
    const smallThread = await collaborate(small)
    const bigThread = await collaborate(big)

    const started = performance.now()
    const thread = (id: number, count: number) =>
      db.query(
        `insert into collaboration_messages (collaboration_id, side, body, updated_at, created_at)
         select $1, (case when i % 2 = 0 then 'from' else 'to' end)::enum_collaboration_messages_side,
                'Benchmark message ' || i || ': the flyers are on the counter and the window display is up.',
                now() - (($2 - i) || ' seconds')::interval, now() - (($2 - i) || ' seconds')::interval
           from generate_series(1, $2) as i`,
        [id, count],
      )
    await thread(smallThread, 10)
    await thread(bigThread, 10_000)
    await copyCollaboration(db, smallThread, 10)
    await copyCollaboration(db, bigThread, 1000)
    const ledger = (member: typeof small, count: number, days: number) =>
      db.query(
        `insert into ledger_entries (collaboration_id, kind, amount, currency, payer_id, payer_is_kindred, payee_id, payee_is_kindred, status, source, created_at, updated_at)
         select $1::int, 'commission', 100 + i % 5000, 'AUD', $2::int, false, $3::int, false, 'pending', 'bench:' || $2::int || ':' || i,
                now() - ($4::float8 * i / $5 || ' days')::interval, now()
           from generate_series(1, $5) as i`,
        [member === small ? smallThread : bigThread, member.profileId, partner.profileId, days, count],
      )
    await ledger(small, 10, 20)
    await ledger(big, 100_000, ledgerDays)
    await db.query(`analyze collaboration_messages; analyze proposals; analyze collaborations; analyze milestones; analyze ledger_entries`)
    const month = (await db.query(`select to_char(now() at time zone 'Australia/Melbourne', 'YYYY-MM') as month`)).rows[0].month as string
    const inMonth = async (member: typeof small) => (await api('GET', `/api/ledger?month=${month}`, { token: member.token })).json.entries.length as number
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ledger entries this month (${month}): small ${await inMonth(small)}, big ${await inMonth(big)}`)
    // Each side has read its thread once, as a member who opens it daily has.
    for (const [member, id] of [
      [small, smallThread],
      [big, bigThread],
    ] as const)
      await api('GET', `/api/collaborations/${id}/messages`, { token: member.token })
    const listed = async (member: typeof small) => (await api('GET', '/api/collaborations', { token: member.token })).json.collaborations.length as number
    console.log(`collaborations answered: small ${await listed(small)}, big ${await listed(big)}; ${connections} connections, ${seconds} s a phase${dev ? ', dev server' : ''}`)

    const floor = [await load('GET /healthz (floor)', '/healthz'), await load('GET /login (floor)', '/login')]
    const bearer = (member: typeof small) => ({ authorization: `Bearer ${member.token}` })
    const cookie = (member: typeof small) => ({ cookie: member.cookie })
    const pairs: { label: string; small: Phase; big: Phase }[] = []
    const pair = async (label: string, path: (size: 'small' | 'big') => string, headers: (member: typeof small) => Record<string, string>) => {
      const smallPhase = await load(`${label} (small)`, path('small'), headers(small))
      const bigPhase = await load(`${label} (big)`, path('big'), headers(big))
      pairs.push({ label, small: smallPhase, big: bigPhase })
    }
    await pair('GET /api/collaborations/{id}/messages (10 vs 10,000 messages)', (size) => `/api/collaborations/${size === 'small' ? smallThread : bigThread}/messages`, bearer)
    await pair('page /dashboard/collaborations/{id} (10 vs 10,000 messages)', (size) => `/dashboard/collaborations/${size === 'small' ? smallThread : bigThread}`, cookie)
    await pair('GET /api/collaborations (10 vs 1,000 collaborations)', () => '/api/collaborations', bearer)
    await pair('page /dashboard/collaborations (10 vs 1,000 collaborations)', () => '/dashboard/collaborations', cookie)
    await pair(`GET /api/ledger?month=${month} (10 vs 100,000 entries)`, () => `/api/ledger?month=${month}`, bearer)
    await pair('page /dashboard/invoices (10 vs 100,000 entries)', () => '/dashboard/invoices', cookie)

    console.log('\n| route | small: median / p99 ms, req/s | big: median / p99 ms, req/s | big/small p99 | within 1.5× |\n|---|---|---|---|---|')
    for (const phase of floor) console.log(`| ${phase.label} | ${phase.p50} / ${phase.p99}, ${phase.rps} | | | |`)
    for (const { label, small: s, big: b } of pairs) {
      const ratio = b.p99 / Math.max(1, s.p99)
      console.log(`| ${label} | ${s.p50} / ${s.p99}, ${s.rps} | ${b.p50} / ${b.p99}, ${b.rps} | ${ratio.toFixed(2)} | ${ratio <= allowed ? 'PASS' : 'FAIL'} |`)
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
