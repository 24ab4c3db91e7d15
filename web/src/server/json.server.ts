// The site's JSON answer, success or failure alike: one content type, never cached. The platform's
// error mapping (errors.server.ts) and every feature's handlers answer through it.

/** Answers that carry a person's data or a one-off refusal: no cache, no proxy, keeps them. */
export const noStore = { 'Cache-Control': 'no-store' }

/** `body` as JSON with `status`; `headers` are appended, so several Set-Cookie values all survive. */
export function json(status: number, body: unknown, headers?: HeadersInit): Response {
  const all = new Headers({ ...noStore, 'Content-Type': 'application/json; charset=utf-8' })
  if (headers) new Headers(headers).forEach((value, name) => all.append(name, value))
  return new Response(JSON.stringify(body), { status, headers: all })
}
