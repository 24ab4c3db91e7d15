// How the site's own pages hold a session (docs/decisions/0030-browser-credentials.md): the
// httpOnly cookie only, never a token a script can read. Shared by the page scripts and the server.

/** Sent by the pages when they sign in: the answer sets the cookie and carries no tokens. */
export const sessionModeHeader = 'X-Kindred-Session'
export const cookieSessionMode = 'cookie'

/** The pages' refresh: rotates the cookie, authenticated by the cookie itself (plus CSRF). */
export const cookieRefreshPath = '/auth/session/refresh'
