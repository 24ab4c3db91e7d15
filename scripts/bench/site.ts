// `pnpm bench`: the production build of the site against a plain static file server
// serving the very bytes the site produced for the same pages, side by side on loopback.
// Alternating rounds, bounded in time; prints every figure beside its target.
// Needs `pnpm build` first. Ends with Lighthouse (mobile) on the same pages (BENCH_LIGHTHOUSE=off skips it).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sirv from 'sirv'

import { startProductionSite } from './production-site'
import { lighthouseScores, metricsLine } from './lighthouse'
import { webDir } from '../lib/paths'
import { layoutShift, load, printBundleReport, type LoadResult } from './site-measure'

const pages = ['/', '/subscriptions', '/coffee-shop']
/** The marketing pages whose JavaScript weight is reported (≤ 100 KB gzipped each). */
const weighed = ['/', '/subscriptions', '/about', '/contact', '/login', '/register', '/coffee-shop']
/** Lighthouse (mobile): performance 100 and LCP ≤ 1.8 s wanted on these. */
const audited = ['/', '/subscriptions', '/about', '/contact', '/coffee-shop']
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const sitePort = Number(process.env.BENCH_PORT ?? 3290)
const staticPort = sitePort + 1

function startSite() {
  return startProductionSite({ port: sitePort, publicUrl: `http://localhost:${sitePort}`, seed: true, readyPath: '/' })
}

/** Writes each page's HTML as the site served it, and serves those files with sirv. */
async function startStatic(htmlByPage: Map<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-'))
  for (const [page, html] of htmlByPage) {
    mkdirSync(path.join(dir, page), { recursive: true })
    writeFileSync(path.join(dir, page, 'index.html'), html)
  }
  const server = createServer(sirv(dir, { etag: false, dev: false }))
  await new Promise<void>((resolve) => server.listen(staticPort, '127.0.0.1', resolve))
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function main() {
  const site = await startSite()
  const origin = `http://127.0.0.1:${sitePort}`
  const htmlByPage = new Map<string, string>()
  for (const page of pages) htmlByPage.set(page, await (await fetch(origin + page)).text())
  const server = await startStatic(htmlByPage)
  try {
    const results: Record<string, { site: LoadResult[]; static: LoadResult[] }> = {}
    for (const page of pages) {
      results[page] = { site: [], static: [] }
      await load(origin + page, 2) // warm-up, not counted
      for (let round = 0; round < rounds; round++) {
        results[page]!.site.push(await load(origin + page, seconds))
        results[page]!.static.push(await load(`http://127.0.0.1:${staticPort}${page}`, seconds))
      }
    }
    console.log(`\nautocannon -c 32 -d ${seconds} (${rounds} alternating rounds, medians), loopback`)
    console.log('page               site req/s  static req/s  ratio (≥25%)  site p99 ms (<50)  errors')
    for (const page of pages) {
      const r = results[page]!
      const siteRps = median(r.site.map((x) => x.rps))
      const staticRps = median(r.static.map((x) => x.rps))
      const p99 = median(r.site.map((x) => x.p99))
      const errors = r.site.reduce((n, x) => n + x.errors, 0)
      console.log(
        `${page.padEnd(18)} ${siteRps.toFixed(0).padStart(10)}  ${staticRps.toFixed(0).padStart(12)}  ${((100 * siteRps) / staticRps).toFixed(1).padStart(11)}%  ${String(p99).padStart(17)}  ${errors}`,
      )
    }
    await printBundleReport(origin, weighed, webDir, 100)
    const cls = await layoutShift(pages.map((p) => origin + p))
    for (const [url, value] of Object.entries(cls)) console.log(`CLS ${url.replace(origin, '')}: ${value.toFixed(4)} (target < 0.02)`)
    if (process.env.BENCH_LIGHTHOUSE !== 'off') {
      console.log('\nLighthouse, mobile (targets: performance 100 with LCP ≤ 1.8 s; accessibility / best practices / SEO 100)')
      const scores = await lighthouseScores(audited.map((p) => origin + p))
      for (const [url, s] of Object.entries(scores)) {
        console.log(`${url.replace(origin, '').padEnd(18)} perf ${s.performance}  a11y ${s.accessibility}  best ${s.bestPractices}  seo ${s.seo}  (${metricsLine(s)})`)
      }
    }
  } finally {
    await server.stop()
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
