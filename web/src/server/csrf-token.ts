// The browser's half of the double-submit CSRF check (decision 0013): the site's own
// cookie-authenticated writes copy the CSRF cookie into the X-CSRF-Token header. The auth feature
// sets the cookie and checks the pair on the server; every feature's browser code reads it here.

export const csrfHeaderName = 'X-CSRF-Token'

/** The CSRF cookie's value in this browser, or null (none set, or not running in a browser). */
export function csrfToken(): string | null {
  if (typeof document === 'undefined') return null
  const match = document.cookie.match(/(?:^|;\s*)(?:__Host-)?kindred_csrf=([^;]+)/)
  return match ? decodeURIComponent(match[1]!) : null
}
