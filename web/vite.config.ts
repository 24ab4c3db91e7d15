import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig, minifySync, type Plugin } from 'vite'

import { immutableAsset } from './src/server/cache-control'
import { loaderSource } from './src/server/hydrate-later'
import { staticFileHeaders } from './src/server/security-headers.server'
import { bundleReport } from './bundle-report'
import { devEdges } from './vite.dev-edges'
import { islandsDirectory, islandsManifest } from './vite.islands.config'

// Payload and its database stack run as plain Node packages on the server, never bundled:
// bundling them under pnpm fails at run time (see docs/decisions/0002-content-through-local-api.md).
const serverPackages = [
  'payload',
  '@payloadcms/db-postgres',
  '@payloadcms/drizzle',
  '@payloadcms/richtext-lexical',
  '@payloadcms/translations',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  'sharp',
  'pino',
  'pino-pretty',
  'graphql',
  'nodemailer',
  // Loads its WebAssembly and font files from its own folder at run time.
  '@vercel/og',
]

/**
 * Development only: the site's server code runs in Nitro's worker behind this dev server, which
 * relays each request to it over loopback, so the worker's socket peer is always 127.0.0.1 and
 * every throttle would see one client. This writes the real peer into `x-kindred-dev-peer`,
 * replacing anything a client sent; web/src/server/client-ip.server.ts reads it in dev builds only.
 */
function devPeerAddress(): Plugin {
  const header = 'x-kindred-dev-peer'
  return {
    name: 'kindred:dev-peer-address',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        // The relay copies `rawHeaders`; Node's parsed `headers` is what other middleware reads.
        const raw: string[] = []
        for (let i = 0; i < req.rawHeaders.length; i += 2) {
          if (req.rawHeaders[i]!.toLowerCase() !== header) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
        }
        delete req.headers[header]
        const peer = req.socket.remoteAddress
        if (peer) {
          raw.push(header, peer)
          req.headers[header] = peer
        }
        req.rawHeaders.splice(0, req.rawHeaders.length, ...raw)
        next()
      })
    },
  }
}

/**
 * The islands build's entry for the server (src/server/islands-entry.ts), when that build ran first
 * (`pnpm build` runs it; docs/decisions/0093-visitors-pages-hydrate-as-islands.md).
 */
function islandsEntryDefine(command: string): Record<string, string> {
  if (command !== 'build' || !existsSync(islandsManifest)) return {}
  return { __KINDRED_ISLANDS__: readFileSync(islandsManifest, 'utf8') }
}

/**
 * The visitors' inline loader (src/server/hydrate-later.ts), minified for the build: every visitor's
 * page carries it, and its source as written is 3.9 KB against 1.6 KB minified. Development and the
 * tests send the source as it is.
 */
function loaderDefine(command: string): Record<string, string> {
  if (command !== 'build') return {}
  const minified = minifySync('hydrate-later-loader.js', loaderSource(), { compress: true, mangle: true })
  if (minified.errors.length > 0) throw new Error(`The inline loader did not minify: ${minified.errors.map((error) => error.message).join('; ')}`)
  return { __KINDRED_LOADER__: JSON.stringify(minified.code.trim()) }
}

export default defineConfig(({ command }) => ({
  server: {
    port: Number(process.env.PORT ?? 3000),
    // Vite's own list, and the stack's data folder: its generated secrets.json and the embedded
    // database are under the workspace root, which the dev server otherwise serves from /@fs/.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', '**/.data/**'] },
  },
  define: { ...islandsEntryDefine(command), ...loaderDefine(command) },
  resolve: { tsconfigPaths: true },
  ssr: { external: serverPackages },
  // The dependency scanner also crawls server-only modules; keep the server stack out of the browser's pre-bundle.
  optimizeDeps: { exclude: [...serverPackages, '@kindred/cms'] },
  plugins: [
    // Development only: production's refusals before routing, and errors never broadcast to browsers.
    devEdges(),
    devPeerAddress(),
    bundleReport('client'),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    nitro({
      // Precompressed (gzip and brotli) copies of the built assets, served when the browser accepts them.
      compressPublicAssets: true,
      // Starts the outbox worker (decision 0034), the workspace's notices, the trial emails
      // (decision 0103) and the monthly reports (decision 0110) when the server starts; the lifecycle plugin checks the environment at start
      // and drains on SIGTERM (its close hook runs after the workers').
      plugins: [
        './src/server/mail-worker.nitro.ts',
        './src/workspace/notifications.nitro.ts',
        './src/plans/trial-worker.nitro.ts',
        './src/results/monthly-report.nitro.ts',
        './src/money/billing-worker.nitro.ts',
        './src/server/lifecycle.nitro.ts',
      ],
      // The islands build's files, beside the site's own assets (same immutable caching, precompressed).
      publicAssets: existsSync(islandsDirectory) ? [{ dir: path.join(islandsDirectory, 'public'), baseURL: '/', maxAge: 31_536_000 }] : [],
      // Built assets and public files are served by Nitro without passing through src/server.ts.
      // Built assets are named by their content hash: any change is a new URL, so they are kept for a year.
      routeRules: {
        '/assets/**': { headers: { ...staticFileHeaders, 'cache-control': immutableAsset } },
        '/favicon.svg': { headers: { ...staticFileHeaders, 'cache-control': 'public, max-age=86400' } },
      },
      // Answers Nitro gives itself (a malformed URL) get the site's headers and a short body.
      errorHandler: './src/server/nitro-error.ts',
      // @kindred/cms/og-cards (cms/src/og-cards/draw.ts) resolves satori and harfbuzzjs's hb.wasm at run time, which tracing cannot see.
      traceDeps: ['satori', 'harfbuzzjs*'],
    }),
  ],
}))
