// How should the site read the CMS? Measures one page read (the home page, depth 0, as an
// anonymous caller) through Payload's Local API in-process and through the CMS's REST API over
// loopback, against the same throw-away database. Sequential reads, interleaved in rounds.
// Needs the CMS production build (`pnpm build`). Usage: pnpm bench:content [reads=400]
import { spawn } from 'node:child_process'

import { log } from '../lib/log'
import { cmsDir, cmsServer } from '../lib/paths'
import { closePayload, migrate, openPayload } from '../lib/payload'
import { waitForHttp } from '../lib/processes'
import { freePort, startThrowawayDatabase } from '../lib/throwaway-db'

const reads = Number(process.argv[2] ?? 400)
const rounds = 4

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { median: at(0.5), p90: at(0.9), p99: at(0.99) }
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

async function main() {
  const database = await startThrowawayDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ??= 'bench-only-secret-bench-only-secret'
  const payload = await openPayload()
  await migrate(payload)
  const { seedContent } = await import('@kindred/content-seed')
  await seedContent(payload)

  const port = await freePort()
  const cms = spawn(process.execPath, [cmsServer, '--port', String(port)], {
    cwd: cmsDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  try {
    const rest = `http://127.0.0.1:${port}/api/pages?where[path][equals]=/&depth=0&limit=1`
    await waitForHttp(rest)
    const viaLocal = () => payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 0, limit: 1, overrideAccess: false })
    const viaRest = async () => {
      const response = await fetch(rest)
      if (!response.ok) throw new Error(`REST answered ${response.status}`)
      return response.json()
    }
    for (let i = 0; i < 30; i++) await Promise.all([viaLocal(), viaRest()]) // warm both
    const local: number[] = []
    const remote: number[] = []
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < reads / rounds; i++) local.push(await time(viaLocal))
      for (let i = 0; i < reads / rounds; i++) remote.push(await time(viaRest))
    }
    const l = stats(local)
    const r = stats(remote)
    const fmt = (s: ReturnType<typeof stats>) => `median ${s.median.toFixed(2)} ms, p90 ${s.p90.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`
    console.log(`\nhome page read, ${reads} sequential reads each, ${rounds} interleaved rounds`)
    console.log(`  Local API (in-process): ${fmt(l)}`)
    console.log(`  REST API (loopback):    ${fmt(r)}`)
    console.log(`  REST / Local median:    ${(r.median / l.median).toFixed(1)}×`)
  } finally {
    cms.kill('SIGTERM')
    await closePayload(payload)
    await database.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log('warn', error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
