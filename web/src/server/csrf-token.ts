// The browser's half of the double-submit CSRF check (decision 0013): the site's own
// cookie-authenticated writes copy the CSRF cookie into the X-CSRF-Token header, and a member's
// page form rendered on the server carries it in a hidden `csrf` field. The auth feature sets the
// cookie and checks the pair on the server; every feature reads the cookie here.

export const csrfHeaderName = 'X-CSRF-Token'

/** The hidden field of a member's page form that echoes the CSRF cookie. */
export const csrfFieldName = 'csrf'

/** The CSRF cookie's value in a `Cookie` header (or `document.cookie`), or null. */
function csrfTokenIn(cookies: string | null | undefined): string | null {
  const match = cookies?.match(/(?:^|;\s*)(?:__Host-)?kindred_csrf=([^;]+)/)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}

/** The CSRF cookie's value in this browser, or null (none set, or not running in a browser). */
export function csrfToken(): string | null {
  return typeof document === 'undefined' ? null : csrfTokenIn(document.cookie)
}
