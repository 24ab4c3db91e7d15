// Where the CMS runs and who may talk to it with a staff cookie. Read at call time, so a test or a
// process that adjusts its environment after import sees the change.

/** Any environment-like record (process.env, or a plain object in tests and scripts). */
type Env = Record<string, string | undefined>

export { cmsPublicUrl, isProduction, sitePublicUrl } from './env'
import { cmsPublicUrl, isProduction, sitePublicUrl } from './env'

/**
 * Origins whose requests may carry the staff cookie (Payload's `csrf` list). A request from any
 * other origin is treated as anonymous, so a foreign page cannot act with a signed-in editor's cookie.
 */
export function staffCookieOrigins(env: Env = process.env): string[] {
  return [...new Set([cmsPublicUrl(env), sitePublicUrl(env)])]
}

/** Secure cookies in production and whenever the admin is served over https. */
export function secureStaffCookie(env: Env = process.env): boolean {
  return isProduction(env) || cmsPublicUrl(env).startsWith('https:')
}
