// Partner pages in the browser (not a timed test). Needs `pnpm build` first.
// The production build (APP_ENV=production, so no demo businesses) against a throw-away database
// with BENCH_PROFILES generated profiles (default 2,000) on 127.0.0.1:3714 (BENCH_PAGES_PORT).
// For /, /partners, a filtered directory view, one profile page, /login and /register: the gzipped
// JavaScript each loads up front and after the load event until hydrated (the same measure as
// `pnpm bench`, target ≤ 100 KB in all) and the HTML's size, layout shift in Chromium, then
// Lighthouse (mobile) on /, /partners, the profile, /login and /register (BENCH_LIGHTHOUSE=off skips it).
// Run: pnpm bench:partners-pages

import { gzipSync } from 'node:zlib'

import pg from 'pg'

import { generateScaleProfiles } from '../lib/scale-profiles'
import { lighthouseScores, metricsLine } from './lighthouse'
import { startProductionSite } from './production-site'
import { layoutShift, pageScripts } from './site-measure'

const port = Number(process.env.BENCH_PAGES_PORT ?? 3714)
const origin = `http://127.0.0.1:${port}`
const profiles = Number(process.env.BENCH_PROFILES ?? 2000)

async function firstProfilePath(): Promise<string> {
  const html = await (await fetch(`${origin}/partners`)).text()
  const slug = /href="\/partners\/([a-z0-9-]+)"/.exec(html)?.[1]
  if (!slug) throw new Error('the directory lists no business: were the profiles generated?')
  return `/partners/${slug}`
}

async function main() {
  const site = await startProductionSite({ port, publicUrl: origin, seed: true, readyPath: '/robots.txt' })
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  try {
    await generateScaleProfiles(client, profiles)
    // Every page a visitor reaches from the directory: the directory, a profile, and signing in or up.
    const pages = ['/', '/partners', '/partners?type=coffee-shop&location=Fitzroy', await firstProfilePath(), '/login', '/register']
    console.log(`${profiles} generated profiles; HTML and JavaScript, gzipped (up front: requested before the load event; after: hydration):`)
    const scripts = await pageScripts(origin, pages)
    const kb = (list: { bytes: number }[]) => (list.reduce((n, s) => n + s.bytes, 0) / 1024).toFixed(1)
    for (const page of pages) {
      const response = await fetch(origin + page)
      const htmlKb = gzipSync(await response.text()).length / 1024
      const { upFront, later } = scripts.get(page)!
      const total = Number(kb(upFront)) + Number(kb(later))
      console.log(
        `  ${page.padEnd(48)} ${response.status}  HTML ${htmlKb.toFixed(1)} KB  JS up front ${kb(upFront)} KB in ${upFront.length} files, after load ${kb(later)} KB in ${later.length}: ${total.toFixed(1)} KB ${total <= 100 ? 'met' : 'MISSED'}`,
      )
    }
    const cls = await layoutShift(pages.slice(1).map((page) => origin + page))
    for (const [url, value] of Object.entries(cls)) console.log(`CLS ${url.replace(origin, '')}: ${value.toFixed(4)} (target < 0.02)`)
    if (process.env.BENCH_LIGHTHOUSE !== 'off') {
      console.log('Lighthouse, mobile (targets: performance ≥ 95, accessibility / best practices / SEO 100)')
      // The home page runs beside them as the reference: the same machine, load and build.
      const scores = await lighthouseScores([pages[0]!, pages[1]!, pages[3]!, pages[4]!, pages[5]!].map((page) => origin + page))
      for (const [url, s] of Object.entries(scores)) {
        console.log(`  ${url.replace(origin, '').padEnd(48)} perf ${s.performance}  a11y ${s.accessibility}  best ${s.bestPractices}  seo ${s.seo}  (${metricsLine(s)})`)
      }
    }
  } finally {
    await client.end()
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
