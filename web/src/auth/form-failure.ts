// What an account page's own form handler, having refused a form posted without script, hands to
// the page it renders again (Start's `next({ context })`): the route's beforeLoad reads it from the
// server context. Null on every other render, the browser's included.
export function formFailure<Failure>(serverContext: unknown, key: string): Failure | null {
  const value = (serverContext as Record<string, unknown> | undefined)?.[key]
  return (value as Failure | undefined) ?? null
}
