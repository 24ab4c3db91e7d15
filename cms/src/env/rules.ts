// The environment's two deciding rules as plain functions of a record: no imports, so any process
// (the site's build config included, loaded by Node without a bundler) can apply the same rules.

/** README, Configuration: production is NODE_ENV=production together with APP_ENV=production. */
export function isProduction(env: { NODE_ENV?: string; APP_ENV?: string } = process.env): boolean {
  return env.NODE_ENV === 'production' && env.APP_ENV === 'production'
}

/** The variables the origins are made from: as parsed by the schema (ports as numbers), or as raw text. */
type OriginEnv = { PUBLIC_URL?: string; PORT?: string | number; CMS_PUBLIC_URL?: string; CMS_URL?: string; CMS_PORT?: string | number; [name: string]: unknown }

/** The site's public origin: PUBLIC_URL, else localhost on PORT (the schema's `publicUrl`, as an origin). */
export function sitePublicUrl(env: OriginEnv = process.env): string {
  return new URL(env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).origin
}

/** The admin's public origin, the address people type: CMS_PUBLIC_URL, else CMS_URL, else localhost on CMS_PORT. */
export function cmsPublicUrl(env: OriginEnv = process.env): string {
  return new URL(env.CMS_PUBLIC_URL || env.CMS_URL || `http://localhost:${env.CMS_PORT || 3001}`).origin
}
