// Measurements for the public-site benchmark (site.ts): autocannon rounds, gzipped JavaScript
// of a page, and layout shift in Chromium.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

export type LoadResult = { rps: number; p99: number; errors: number }

export async function load(url: string, seconds: number, connections = 32): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

export type Script = { src: string; bytes: number }
/** A page's JavaScript, split at the load event: what competes with the first paint, and what comes after. */
export type PageScripts = { upFront: Script[]; later: Script[] }

const gzipped = async (origin: string, src: string) => gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()), { level: 9 }).length
const kb = (scripts: Script[]) => scripts.reduce((n, s) => n + s.bytes, 0) / 1024

/**
 * Every same-origin script each page loads in Chromium, until it has hydrated (the root's
 * `kindred:hydrated` event), split by whether the request started before the load event; sizes are
 * gzipped (level 9), largest first.
 */
export async function pageScripts(origin: string, pages: string[]): Promise<Map<string, PageScripts>> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  const out = new Map<string, PageScripts>()
  try {
    for (const page of pages) {
      const tab = await browser.newPage()
      await tab.addInitScript(() => document.addEventListener('kindred:hydrated', () => ((window as unknown as { __hydrated: boolean }).__hydrated = true)))
      await tab.goto(origin + page, { waitUntil: 'load' })
      await tab.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true, null, { timeout: 15_000 })
      await tab.waitForLoadState('networkidle')
      const { loadAt, requests } = await tab.evaluate(() => ({
        loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        requests: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
      }))
      await tab.close()
      const scripts = requests.filter((r) => r.url.startsWith(origin) && /\.m?js(?:\?|$)/.test(r.url))
      const sized = await Promise.all(scripts.map(async (r) => ({ src: new URL(r.url).pathname, bytes: await gzipped(origin, r.url), upFront: r.start < loadAt })))
      sized.sort((a, b) => b.bytes - a.bytes)
      const strip = ({ src, bytes }: Script) => ({ src, bytes })
      out.set(page, { upFront: sized.filter((s) => s.upFront).map(strip), later: sized.filter((s) => !s.upFront).map(strip) })
    }
  } finally {
    await browser.close()
  }
  return out
}

type ChunkModules = { file: string; modules: { id: string; bytes: number }[] }

/** The builds' record of each browser chunk's modules (web/bundle-report.ts: Start's and the islands'), where present. */
function chunkModules(webDir: string): Map<string, ChunkModules> {
  const out = new Map<string, ChunkModules>()
  for (const build of ['client', 'islands']) {
    const file = path.join(webDir, `.bundle-report/${build}.json`)
    if (!existsSync(file)) continue
    const { chunks } = JSON.parse(readFileSync(file, 'utf8')) as { chunks: ChunkModules[] }
    for (const chunk of chunks) out.set(`/${chunk.file}`, chunk)
  }
  return out
}

/** A module's package (`react-dom`, `@tanstack/router-core`) or its path in the project. */
function owner(id: string): string {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)
  return match ? match[1]! : id.replace(/^(?:\.\.\/)+/, '')
}

/**
 * Prints, per page, the JavaScript requested before the load event and after it (the target applies
 * to both together), then for the biggest chunks the modules (grouped by package) that make them
 * up, their gzipped share estimated from their minified sizes.
 */
export async function printBundleReport(origin: string, pages: string[], webDir: string, target: number): Promise<void> {
  const modules = chunkModules(webDir)
  const sizes = new Map<string, number>()
  console.log(`\nJavaScript per page, gzipped, until hydrated: requested before the load event and after it (target ≤ ${target} KB in all)`)
  for (const [page, { upFront, later }] of await pageScripts(origin, pages)) {
    for (const script of [...upFront, ...later]) sizes.set(script.src, script.bytes)
    const list = upFront.map((s) => `${s.src.replace('/assets/', '')} ${(s.bytes / 1024).toFixed(1)}`).join(', ')
    const total = kb(upFront) + kb(later)
    const verdict = total <= target ? 'met' : 'MISSED'
    console.log(
      `${page.padEnd(16)} ${total.toFixed(1).padStart(6)} KB ${verdict}: up front ${kb(upFront).toFixed(1)} KB in ${upFront.length} files${list ? ` (${list})` : ''}, after load ${kb(later).toFixed(1)} KB in ${later.length} files`,
    )
  }
  if (modules.size === 0) return console.log('(no web/.bundle-report/client.json: build with `pnpm build` for the module breakdown)')
  const biggest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5)
  for (const [src, gz] of biggest) {
    const chunk = modules.get(src)
    if (!chunk) continue
    const total = chunk.modules.reduce((n, m) => n + m.bytes, 0) || 1
    const byOwner = new Map<string, number>()
    for (const m of chunk.modules) byOwner.set(owner(m.id), (byOwner.get(owner(m.id)) ?? 0) + m.bytes)
    const top = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 8)
    console.log(`  ${src.replace('/assets/', '')} (${(gz / 1024).toFixed(1)} KB): ${top.map(([name, b]) => `${name} ~${((gz * b) / total / 1024).toFixed(1)}`).join(', ')}`)
  }
}

/** Cumulative layout shift while loading the page and scrolling it through, in Debian's Chromium. */
export async function layoutShift(urls: string[]): Promise<Record<string, number>> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  const out: Record<string, number> = {}
  try {
    for (const url of urls) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(url, { waitUntil: 'networkidle' })
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 50))
        }
      })
      await page.waitForTimeout(6000) // past the 5 s dev banner, if any
      out[url] = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return out
}
