// The checks made on a request before any routing, and their words: the site's server entry
// (src/server.ts) and Nitro's error handler (nitro-error.ts) apply them in every build, and the dev
// server applies them again in front of its relay to the server code (vite.dev-edges.ts), so
// `npm start` answers a hostile request as production does. No imports: vite.config.ts loads it.

/**
 * No endpoint accepts more (the auth API, the contact form and the pages' forms cap what they read
 * while the body streams): a larger declared body is refused before routing, unread.
 */
export const maxBodyBytes = 96 * 1024

/**
 * Where a large body is the point: a file of sales (up to 1 MB of CSV, `POST /api/redemptions/import`, decision 0104; the import
 * counts the bytes again as it reads) and a shop's order webhooks. Everything else keeps the limit above.
 */
export const largeBodyBytes = 1024 * 1024 + 16 * 1024
const largeBodyPaths = /^\/api\/(?:redemptions\/import|integrations\/[^/]+\/[^/]+)$/

/** The largest body a request to `pathname` may declare. */
export function bodyLimitOf(pathname: string): number {
  return largeBodyPaths.test(pathname) ? largeBodyBytes : maxBodyBytes
}

/**
 * The longest path answered (the site's own are under 200 characters). Beyond it, 414 before
 * routing: the router answers a path with an empty segment or a trailing slash with a redirect
 * that repeats it, and a Location header of many kilobytes overflows clients and proxies (nginx's
 * default 4 KB buffer answers 502).
 */
export const maxPathChars = 2048

/** Start's server-function endpoint. */
export const serverFunctionPath = /^\/_serverFn\//

/** What a refused request is told. */
export const edgeWords = {
  tooLarge: 'The request is too large.',
  tooLong: 'This address is too long.',
  lengthRequired: 'Please send the request with its length.',
  badAddress: 'This address is not valid.',
  notFound: 'Not found.',
  ourFault: 'Something went wrong on our side. Please try again.',
} as const

/** A path whose percent-escapes do not decode (`/%ff%fe`): h3 refuses it with 400 before routing. */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    // The result is used: the config's bundler drops a call to a global it deems pure whose result is not.
    return decodeURI(pathname).length < 0
  } catch {
    return true
  }
}
