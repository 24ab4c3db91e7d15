// Cross-site request protection for cookie-authenticated writes (docs/decisions/0013-csrf.md):
// the Origin must be ours, and the X-CSRF-Token header must equal the CSRF cookie (double submit,
// decision 0013). Bearer-authenticated requests need neither: a browser never attaches a bearer by itself.
import { constantTimeEqual } from '@oslojs/crypto/subtle'

import { cookieNames, csrfHeader } from './config.server'
import { readCookie } from './http.server'

export { isForeignOrigin, isSameOrigin } from '~/server/http.server'

/**
 * Member page forms posted without script whose hidden field echoed the CSRF cookie. The page such
 * a form renders again reads the member through the same request; the check its body passed
 * stands for the header no browser form can send. Weak: gone with the request.
 */
const checkedForms = new WeakSet<Request>()

export function markCsrfCheckedByForm(request: Request): void {
  checkedForms.add(request)
}

/** The X-CSRF-Token header equals the CSRF cookie (or the request's form field did, checked before). */
export function hasValidCsrfToken(request: Request): boolean {
  return checkedForms.has(request) || echoesCsrfCookie(request, request.headers.get(csrfHeader))
}

/**
 * `echoed` (a header, or a member's page form's hidden field when no script sent it) equals the
 * CSRF cookie, compared in constant time.
 */
export function echoesCsrfCookie(request: Request, echoed: string | null): boolean {
  const cookie = readCookie(request, cookieNames.csrf)
  if (!cookie || !echoed || cookie.length > 100 || echoed.length > 100) return false
  const encoder = new TextEncoder()
  const [a, b] = [encoder.encode(cookie), encoder.encode(echoed)]
  return a.length === b.length && constantTimeEqual(a, b)
}
