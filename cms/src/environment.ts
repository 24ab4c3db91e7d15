// Where the CMS runs and who may talk to it with a staff cookie. Read at call time from the parsed
// environment (it is re-read when a test or script changes it); tests pass a record.

export { cmsPublicUrl, isProduction, sitePublicUrl } from './env'
import { cmsPublicUrl, isProduction, serverEnvOrExit, sitePublicUrl } from './env'

type Env = Parameters<typeof cmsPublicUrl>[0] & Parameters<typeof isProduction>[0]

/**
 * Origins whose requests may carry the staff cookie (Payload's `csrf` list). A request from any
 * other origin is treated as anonymous, so a foreign page cannot act with a signed-in editor's cookie.
 */
export function staffCookieOrigins(env: Env = serverEnvOrExit('kindred')): string[] {
  return [...new Set([cmsPublicUrl(env), sitePublicUrl(env)])]
}

/** Secure cookies in production and whenever the admin is served over https. */
export function secureStaffCookie(env: Env = serverEnvOrExit('kindred')): boolean {
  return isProduction(env) || cmsPublicUrl(env).startsWith('https:')
}
