// What the security headers cost per answer (docs/performance.md, decision 0036), measured in
// process on the real home page: needs `pnpm build` first (the page comes from the production build).
//   TSX_TSCONFIG_PATH=tsconfig.scripts.json node --import tsx scripts/bench/csp-cost.ts
// Per fresh render: a nonce, the policy and the headers. Per stored page (once a second per page):
// the hashes of its inline scripts. Per cache hit: nothing new (the stored headers are copied as before),
// shown beside the hit itself for scale.
import { createPageCache } from '../../web/src/server/page-cache'
import { newNonce, sealCachedHeaders, securityEnv, withSecurityHeaders } from '../../web/src/server/security-headers.server'
import { startProductionSite } from './production-site'

const port = Number(process.env.BENCH_PORT ?? 3290)

function time(label: string, iterations: number, run: () => unknown): void {
  for (let i = 0; i < Math.min(iterations, 1000); i++) run() // warm-up
  const start = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) run()
  const micros = Number(process.hrtime.bigint() - start) / 1000 / iterations
  console.log(`${label.padEnd(58)} ${micros.toFixed(2).padStart(8)} µs`)
}

async function timeAsync(label: string, iterations: number, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 200; i++) await run()
  const start = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) await run()
  const micros = Number(process.hrtime.bigint() - start) / 1000 / iterations
  console.log(`${label.padEnd(58)} ${micros.toFixed(2).padStart(8)} µs`)
}

async function main() {
  const site = await startProductionSite({ port, publicUrl: `http://localhost:${port}`, seed: true, readyPath: '/' })
  const html = await (await fetch(`http://127.0.0.1:${port}/`)).text()
  await site.stop()
  const body = new TextEncoder().encode(html).buffer as ArrayBuffer
  const env = securityEnv({ NODE_ENV: 'production', APP_ENV: 'production', GOOGLE_CLIENT_ID: 'x', POSTHOG_KEY: 'phc' })
  const page = () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  // Header work alone: a page answer without its body (the body is the same with or without headers).
  const bare = () => new Response(null, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  const stored = withSecurityHeaders(page(), env, { nonce: newNonce(), framedBy: null })
  const storedHeaders = [...stored.headers.entries()]

  console.log(`home page: ${(html.length / 1024).toFixed(1)} KB of HTML, ${[...html.matchAll(/<script\b/g)].length} script tags`)
  time('an empty page answer (baseline)', 50_000, bare)
  time('the same with nonce, policy and security headers', 50_000, () => withSecurityHeaders(bare(), env, { nonce: newNonce(), framedBy: null }))
  time('nonce alone (16 random bytes, base64)', 50_000, newNonce)
  time('per stored page: hash the inline scripts, rewrite the policy', 2_000, () => sealCachedHeaders(storedHeaders, body))

  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, storedHeaders: sealCachedHeaders })
  const request = (encoding: string) => new Request('http://localhost/', { headers: { 'accept-encoding': encoding } })
  await cache.handle(request(''), async () => withSecurityHeaders(page(), env, { nonce: newNonce(), framedBy: null }))
  await timeAsync('page cache hit, uncompressed (for scale)', 20_000, () => cache.handle(request(''), async () => page()))
  await timeAsync('page cache hit, brotli (for scale)', 20_000, () => cache.handle(request('br'), async () => page()))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
