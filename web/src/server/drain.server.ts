// Whether this process is shutting down. Set by the lifecycle plugin on SIGTERM, read by /readyz;
// kept on a global because the plugin and the server entry are separate bundles' modules.
const draining = Symbol.for('kindred.site.draining')
type WithDrain = typeof globalThis & { [draining]?: boolean }

/** Marks this process as shutting down: /readyz answers 503 from now on. */
export function startDraining(): void {
  ;(globalThis as WithDrain)[draining] = true
}

export const isDraining = (): boolean => (globalThis as WithDrain)[draining] === true

/**
 * While draining, `response` asks the client to close its connection after it. Node's close() ends
 * only the keep-alive connections idle at that moment: one busy then stays open, and a client that
 * keeps sending on it (a proxy's pool) is answered until the drain's limit cuts it mid-request.
 */
export function closingWhileDraining(response: Response): Response {
  if (!isDraining()) return response
  // A copy: a response may carry immutable headers (one fetched, or the page cache's).
  const headers = new Headers(response.headers)
  headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
