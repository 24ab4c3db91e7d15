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

/** The scripts a page loads up front: module scripts, modulepreloads and the inline bootstrap's imports. */
function upFrontScripts(html: string): string[] {
  const srcs = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)) srcs.add(match[1]!)
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from\s*"([^"]+\.js)"/g)) srcs.add((match[1] ?? match[2])!)
  return [...srcs]
}

const gzipped = async (origin: string, src: string) => gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()), { level: 9 }).length

/** Sum of gzipped bytes of every script the page loads up front (module scripts and modulepreloads). */
export async function gzippedScripts(origin: string, html: string): Promise<{ bytes: number; files: number; scripts: { src: string; bytes: number }[] }> {
  const scripts = await Promise.all(upFrontScripts(html).map(async (src) => ({ src, bytes: await gzipped(origin, src) })))
  scripts.sort((a, b) => b.bytes - a.bytes)
  return { bytes: scripts.reduce((n, s) => n + s.bytes, 0), files: scripts.length, scripts }
}

type ChunkModules = { file: string; modules: { id: string; bytes: number }[] }

/** The build's record of each browser chunk's modules (web/vite.config.ts bundleReport), if present. */
function chunkModules(webDir: string): Map<string, ChunkModules> {
  const file = path.join(webDir, '.bundle-report/client.json')
  if (!existsSync(file)) return new Map()
  const { chunks } = JSON.parse(readFileSync(file, 'utf8')) as { chunks: ChunkModules[] }
  return new Map(chunks.map((chunk) => [`/${chunk.file}`, chunk]))
}

/** A module's package (`react-dom`, `@tanstack/router-core`) or its path in the project. */
function owner(id: string): string {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id)
  return match ? match[1]! : id.replace(/^(?:\.\.\/)+/, '')
}

/**
 * Prints, per page, every up-front script's gzipped size, then for the biggest chunks the modules
 * (grouped by package) that make them up, their gzipped share estimated from their minified sizes.
 */
export async function printBundleReport(origin: string, htmlByPage: Map<string, string>, webDir: string, target: number): Promise<void> {
  const modules = chunkModules(webDir)
  const sizes = new Map<string, number>()
  console.log(`\nJavaScript loaded up front, gzipped (target ≤ ${target} KB a page)`)
  for (const [page, html] of htmlByPage) {
    const { bytes, files, scripts } = await gzippedScripts(origin, html)
    for (const script of scripts) sizes.set(script.src, script.bytes)
    const list = scripts.map((s) => `${s.src.replace('/assets/', '')} ${(s.bytes / 1024).toFixed(1)}`).join(', ')
    console.log(`${page.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${String(files).padStart(2)} files ${bytes / 1024 <= target ? 'met' : 'MISSED'}: ${list}`)
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
