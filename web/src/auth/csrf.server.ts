// Cross-site request protection for cookie-authenticated writes (docs/decisions/0013-csrf.md):
// the Origin must be ours, and the X-CSRF-Token header must equal the CSRF cookie (double submit,
// SPEC §7). Bearer-authenticated requests need neither: a browser never attaches a bearer by itself.
import { constantTimeEqual } from '@oslojs/crypto/subtle'

import { cookieNames, csrfHeader, publicUrl } from './config.server'
import { readCookie } from './http.server'

/** True when the request comes from our own pages (or carries no browser origin at all for a GET). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === publicUrl().origin || origin === new URL(request.url).origin
  // No Origin: trust only the browser's own statement that the request is same-origin.
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/** A foreign Origin on any state-changing request (login CSRF included) is refused. */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  return origin !== null && !isSameOrigin(request)
}

export function hasValidCsrfToken(request: Request): boolean {
  const cookie = readCookie(request, cookieNames.csrf)
  const header = request.headers.get(csrfHeader)
  if (!cookie || !header || cookie.length > 100 || header.length > 100) return false
  const encoder = new TextEncoder()
  const [a, b] = [encoder.encode(cookie), encoder.encode(header)]
  return a.length === b.length && constantTimeEqual(a, b)
}
