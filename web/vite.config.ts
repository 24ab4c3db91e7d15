import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

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

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  ssr: { external: serverPackages },
  // The dependency scanner also crawls server-only modules; keep the server stack out of the browser's pre-bundle.
  optimizeDeps: { exclude: [...serverPackages, '@kindred/cms'] },
  // Precompressed (gzip and brotli) copies of the built assets, served when the browser accepts them.
  // The Nitro plugin starts the outbox worker when the server starts (decision 0034).
  plugins: [
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    nitro({ compressPublicAssets: true, plugins: ['./src/server/mail-worker.nitro.ts'] }),
  ],
})
