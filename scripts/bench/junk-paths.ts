// `pnpm bench:junk` — what a flood of made-up paths costs the site: the production build on a
// seeded throw-away database, then JUNK_PATHS distinct paths nobody published (single segments,
// deeper paths, real pages with random query strings), JUNK_CONNECTIONS at a time. Prints the site
// process's resident memory before, right after and after a pause, and its CPU time per request
// (from /proc), beside the same figures for a cached page asked for over and over. RSS keeps the
// heap's high-water mark, so the site also runs with the inspector on loopback: after each phase a
// full garbage collection is forced through it and the live heap read, which is what a per-path
// leak would grow.
// Needs `pnpm build` first.
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'

import { startProductionSite } from './production-site'

const total = Number(process.env.JUNK_PATHS ?? 100_000)
const connections = Number(process.env.JUNK_CONNECTIONS ?? 32)
const port = Number(process.env.BENCH_JUNK_PORT ?? 3952)
const ticksPerSecond = 100 // Linux USER_HZ
const inspectorPort = port + 1

/** Forces a full GC in the site process (DevTools protocol) and returns its live heap and RSS in MB. */
async function afterGc(): Promise<{ heapMb: number; rssMb: number }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[]
  const socket = new WebSocket(target!.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let id = 0
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((resolve) => {
      const mine = ++id
      socket.addEventListener('message', function listen(event) {
        const message = JSON.parse(String(event.data)) as { id?: number }
        if (message.id !== mine) return
        socket.removeEventListener('message', listen)
        resolve(message as never)
      })
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  await call('HeapProfiler.collectGarbage')
  const reply = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
  socket.close()
  const usage = JSON.parse(reply.result!.result!.value!) as { heapUsed: number; rss: number }
  return { heapMb: usage.heapUsed / 2 ** 20, rssMb: usage.rss / 2 ** 20 }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!
  return Number(line.split(/\s+/)[1]) / 1024
}

/** The process's user + system CPU time in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}

const agent = new Agent({ keepAlive: true, maxSockets: connections })

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The i-th junk path: a third single segments, a third deeper paths, a third query strings on real pages. */
function junk(i: number): string {
  const tag = `${i.toString(36)}${Math.random().toString(36).slice(2, 8)}`
  if (i % 3 === 0) return `/no-such-${tag}`
  if (i % 3 === 1) return `/some/deeper/${tag}`
  return `${['/', '/about', '/subscriptions', '/coffee-shop'][i % 4]}?x=${tag}`
}

async function flood(count: number, pathOf: (i: number) => string) {
  const statuses = new Map<number, number>()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const status = await get(pathOf(next++))
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return { seconds: (performance.now() - started) / 1000, statuses: Object.fromEntries(statuses) }
}

async function measure(label: string, pid: number, count: number, pathOf: (i: number) => string) {
  const cpuBefore = cpuMs(pid)
  const { seconds, statuses } = await flood(count, pathOf)
  const perRequest = (cpuMs(pid) - cpuBefore) / count
  console.log(
    `${label.padEnd(26)} ${String(count).padStart(7)} requests in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)} req/s); site CPU ${perRequest.toFixed(3)} ms a request; statuses ${JSON.stringify(statuses)}`,
  )
}

async function main() {
  const site = await startProductionSite({
    port,
    publicUrl: `http://localhost:${port}`,
    seed: true,
    readyPath: '/',
    env: { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}` },
  })
  try {
    await flood(2000, (i) => ['/', '/about', '/subscriptions', '/coffee-shop', '/no-such-page'][i % 5]!) // warm-up
    const before = rssMb(site.pid)
    const heapBefore = await afterGc()
    console.log(`site RSS after warm-up: ${before.toFixed(1)} MB; live heap after a full GC ${heapBefore.heapMb.toFixed(1)} MB`)
    await measure('cached page /about', site.pid, 20_000, () => '/about')
    const cachedOnly = rssMb(site.pid)
    console.log(`site RSS after 20000 cached views: ${cachedOnly.toFixed(1)} MB (+${(cachedOnly - before).toFixed(1)} MB)`)
    // In quarters, so growth that levels off (heap sizing) can be told from growth per path (a leak).
    for (let quarter = 0; quarter < 4; quarter++) {
      await measure(`distinct junk paths, ${quarter + 1}/4`, site.pid, total / 4, (i) => junk(quarter * (total / 4) + i))
      const now = rssMb(site.pid)
      console.log(`site RSS: ${now.toFixed(1)} MB (+${(now - before).toFixed(1)} MB since warm-up, +${(now - cachedOnly).toFixed(1)} MB since the cached views)`)
    }
    const gc = await afterGc()
    console.log(
      `after ${total} junk paths and a full GC: live heap ${gc.heapMb.toFixed(1)} MB (+${(gc.heapMb - heapBefore.heapMb).toFixed(1)} MB since warm-up), ` +
        `RSS ${gc.rssMb.toFixed(1)} MB (+${(gc.rssMb - before).toFixed(1)} MB; target < 30 MB)`,
    )
  } finally {
    agent.destroy()
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
