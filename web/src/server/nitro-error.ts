// Nitro's error handler, for the few answers Nitro gives before Start's entry (src/server.ts) sees
// the request: a path with malformed percent-encoding (h3 refuses it with 400) and anything that
// escapes the entry. The answer is short JSON with the site's security headers, never Nitro's
// default body.
import { edgeWords } from './edge'
import { serverEnv } from './env.server'
import { newNonce, securityEnv, withSecurityHeaders } from './security-headers.server'

const security = securityEnv(serverEnv())

type NitroError = { status?: number; unhandled?: boolean }

export default function nitroError(error: NitroError): Response {
  const status = !error.unhandled && error.status && error.status >= 400 && error.status < 500 ? error.status : 500
  if (status === 500) console.error('[nitro] unexpected error:', error)
  const errorMessage = status === 500 ? edgeWords.ourFault : status === 404 ? edgeWords.notFound : edgeWords.badAddress
  const response = Response.json({ success: false, errorMessage }, { status, headers: { 'cache-control': 'no-store' } })
  return withSecurityHeaders(response, security, { nonce: newNonce(), framedBy: null })
}
