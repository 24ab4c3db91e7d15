// Lighthouse (mobile, its default emulation) in Debian's Chromium, for the site benchmark.
import { existsSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; cls: number; lcpMs: number; fcpMs: number; tbtMs: number; siMs: number }

const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))

/** The simulated metrics behind a performance score, for the benchmarks' tables. */
export const metricsLine = (s: Scores) => `LCP ${s.lcpMs.toFixed(0)} ms, FCP ${s.fcpMs.toFixed(0)} ms, SI ${s.siMs.toFixed(0)} ms, TBT ${s.tbtMs.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`

export async function lighthouseScores(urls: string[]): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  })
  const results: Record<string, Scores> = {}
  try {
    // The first trace in a fresh browser sometimes fails (NO_NAVSTART) or runs cold: one unscored run first.
    if (urls[0]) await lighthouse(urls[0], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits, runtimeError, environment } = run.lhr
      // Lighthouse's own measure of the machine's CPU: its simulated phone multiplies every task by
      // four, so a busy or slow machine reads as blocking time. Printed to tell the two apart.
      console.log(`  ${url}: Lighthouse CPU benchmark index ${Math.round(environment.benchmarkIndex)}`)
      // A page Lighthouse could not measure (no LCP, a crash) scores 0: say why instead of a bare 0.
      if (runtimeError) console.log(`  ${url}: Lighthouse error ${runtimeError.code}: ${runtimeError.message}`)
      const lcpError = audits['largest-contentful-paint']?.errorMessage
      if (lcpError) console.log(`  ${url}: LCP not measured: ${lcpError}`)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      results[url] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: Number(audits['cumulative-layout-shift']?.numericValue ?? NaN),
        lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? NaN),
        fcpMs: Number(audits['first-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Number(audits['total-blocking-time']?.numericValue ?? NaN),
        siMs: Number(audits['speed-index']?.numericValue ?? NaN),
      }
      // Past the LCP target, name the element, and tell the paint Chromium saw from Lighthouse's
      // simulated slow phone (which also counts the scripts requested before that paint).
      if (results[url].lcpMs > 1800) {
        const breakdown = audits['lcp-breakdown-insight']?.details as { items?: { snippet?: string; nodeLabel?: string }[] } | undefined
        const node = breakdown?.items?.find((item) => item.snippet)
        const observed = (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint
        console.log(`  ${url}: LCP element ${node?.snippet ?? 'unknown'} "${(node?.nodeLabel ?? '').slice(0, 50)}", painted at ${observed ?? '?'} ms unthrottled`)
      }
      const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      if (failing.length) console.log(`  ${url}: failing audits: ${failing.map((a) => a.id).join(', ')}`)
    }
  } finally {
    await chrome.kill()
  }
  return results
}
