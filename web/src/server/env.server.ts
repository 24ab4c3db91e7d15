// The site's view of the environment: the one schema shared with the CMS (@kindred/cms/env),
// parsed at start by the lifecycle plugin (lifecycle.nitro.ts) and read through `serverEnv()`.
export { cmsPublicUrl, cmsUrl, isProduction, publicUrl, serverEnv, type ServerEnv } from '@kindred/cms/env'
