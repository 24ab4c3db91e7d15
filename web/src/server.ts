// The site's server entry: every answer Start gives passes through here. It refuses oversized bodies
// before routing, puts the security headers on every answer (server/security-headers.server.ts)
// with a fresh CSP nonce for each page render, and serves anonymous pages through the page cache.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { provideMemberLookup } from './auth/member-lookup.server'
import { previewCookie, verifyPreviewToken } from './content/preview.server'
import { json, readCookie } from './server/http.server'
import { asOutageResponse } from './server/outage.server'
import { createPageCache } from './server/page-cache'
import { newNonce, sealCachedHeaders, securityEnv, withSecurityHeaders } from './server/security-headers.server'

const security = securityEnv()

// Features ask the platform who is signed in (server/viewer.server.ts); sessions are auth's.
provideMemberLookup()

const cache = createPageCache({
  // One second on top of the content cache's two keeps a published edit visible within three.
  ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 1000),
  maxEntries: 500,
  storedHeaders: sealCachedHeaders,
})
const enabled = process.env.NODE_ENV === 'production' && process.env.PAGE_CACHE !== 'off'

/**
 * No endpoint accepts more (the auth API and the contact form read at most 16 KB, capped while the
 * body streams; server functions are GET): a larger declared body is refused before routing.
 */
const maxBodyBytes = 64 * 1024
const serverFunction = /^\/_serverFn\//

/** A draft preview (valid preview cookie) may be framed by the CMS admin's live preview; nothing else may. */
function framedBy(request: Request): string | null {
  return verifyPreviewToken(readCookie(request, previewCookie)) ? security.cmsOrigin : null
}

async function render(request: Request): Promise<Response> {
  const nonce = newNonce()
  let response = await handler.fetch(request, { context: { nonce } })
  // Start answers 5xx on its server-function endpoint only when it cannot decode the call (unknown id,
  // malformed payload): a failure inside a function is serialised into a 200 answer instead
  // (server/function-errors.server.ts). Such a request is the caller's mistake.
  if (response.status >= 500 && response.status !== 503 && serverFunction.test(new URL(request.url).pathname)) {
    await response.body?.cancel()
    response = json(400, { success: false, errorMessage: 'This request could not be understood.' })
  }
  return withSecurityHeaders(response, security, { nonce, framedBy: framedBy(request) })
}

/** An answer given here rather than by Start, with the same headers. */
const refuse = (status: number, errorMessage: string) => withSecurityHeaders(json(status, { success: false, errorMessage }), security, { nonce: newNonce(), framedBy: null })

export default createServerEntry({
  async fetch(request) {
    if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return refuse(413, 'The request is too large.')
    try {
      // A 500 while the database is away becomes 503 + Retry-After (server/outage.server.ts); headers are kept.
      return asOutageResponse(await (enabled ? cache.handle(request, render) : render(request)))
    } catch (error) {
      console.error('[server] unexpected error:', error)
      return asOutageResponse(refuse(500, 'Something went wrong on our side. Please try again.'))
    }
  },
})
