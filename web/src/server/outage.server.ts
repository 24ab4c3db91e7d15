// Remembers when this process last saw the database unreachable, so a page whose render failed
// during an outage is answered 503 + Retry-After ("come back in a moment", which crawlers and
// load balancers understand) instead of 500 ("our bug").
import { isDatabaseUnavailable } from '@kindred/cms/database'

/** Seconds a client should wait before retrying while the database is away. */
export const retryAfterUnavailable = 5

let lastSeenAt = 0

/** Records `error` if it says the database is unreachable; returns whether it did. */
export function noteIfUnavailable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  lastSeenAt = Date.now()
  return true
}

export const databaseRecentlyUnavailable = (withinMs = 10_000) => Date.now() - lastSeenAt < withinMs

/** A 500 produced while the database is known to be away becomes a 503 with Retry-After. */
export function asOutageResponse(response: Response): Response {
  if (response.status !== 500 || !databaseRecentlyUnavailable()) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(retryAfterUnavailable))
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: 503, headers })
}
