// Measurements for the public-site benchmark (site.ts): autocannon rounds, gzipped JavaScript
// of a page, and layout shift in Chromium.
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

export type LoadResult = { rps: number; p99: number; errors: number }

export async function load(url: string, seconds: number, connections = 32): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

/** Sum of gzipped bytes of every script the page loads up front (module scripts and modulepreloads). */
export async function gzippedScripts(origin: string, html: string): Promise<{ bytes: number; files: number }> {
  const srcs = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)) srcs.add(match[1]!)
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from\s*"([^"]+\.js)"/g)) srcs.add((match[1] ?? match[2])!)
  let bytes = 0
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()), { level: 9 }).length
  return { bytes, files: srcs.size }
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
