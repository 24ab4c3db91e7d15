import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

// Security headers of the admin and its REST API (docs/decisions/0036-csp.md). Next fixes them at
// build time, so HSTS is in a build made with APP_ENV=production (and NODE_ENV=production, as every
// `next build` is); browsers ignore it over plain http anyway. The admin may be framed only by itself
// (its own live preview and dialogs); it frames the site, which allows the CMS origin on draft previews.
const production = process.env.APP_ENV === 'production'

const everywhere = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; base-uri 'self'; object-src 'none'" },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

// In CI the build starts once `pnpm typecheck` has passed over these same sources, from a clone
// that is thrown away after: Next's own type check and its build cache would be work done twice and
// a cache never read (about 8 s and 14 s of a 2-core machine's build; decision 0124).
const inCI = Boolean(process.env.CI)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: inCI },
  experimental: { turbopackFileSystemCacheForBuild: !inCI },
  // Loads its WebAssembly and font files from its own folder at run time (og-cards/draw.ts): not bundled.
  serverExternalPackages: ['@vercel/og'],
  async headers() {
    return [
      { source: '/:path*', headers: everywhere },
      // Admin pages and the REST/GraphQL API show staff and member data (and drafts): never kept by a
      // browser or a shared cache.
      { source: '/admin/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      { source: '/admin', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ]
  },
  webpack: (config) => {
    // The CMS sources import siblings without extensions, the way Payload's templates do.
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
