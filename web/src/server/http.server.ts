// HTTP helpers every feature shares: JSON answers, request bodies capped while they stream,
// cookies, the caller's IP, and `serve()`, which adapts a plain `(request, context) => Response`
// handler to a TanStack Start server route and maps thrown errors to answers in one place.
import { parse as parseCookie } from 'cookie'
import type { z } from 'zod'

import { socketIp, type HandlerContext } from './client-ip.server'
import { isProduction, publicUrl } from './env.server'
import { AppError, errorResponse, noteFailure, unexpectedMessage, type FieldErrors } from './errors.server'
import { noStore } from './json.server'

export { clientAddress, clientIp, socketIp, type HandlerContext } from './client-ip.server'
export { json } from './json.server'
export type Handler = (request: Request, context?: HandlerContext) => Promise<Response>

/**
 * Above the largest form or profile we accept even as a form post of non-Latin text (a 2,000-character
 * description of emoji is 24 KB URL-encoded: 12 bytes a character), far below anything harmful.
 */
export const defaultMaxBodyBytes = 48 * 1024

const tooLarge = () => new AppError('payload-too-large', 'The request is too large.')

/** Reads the body as text, refusing (413) as soon as more than `maxBytes` have arrived. */
export async function readBody(request: Request, maxBytes = defaultMaxBodyBytes): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await readBodyBytes(request, maxBytes))
}

/** Reads the body's bytes as sent (a signature is over them), refusing (413) as soon as more than `maxBytes` have arrived. */
export async function readBodyBytes(request: Request, maxBytes = defaultMaxBodyBytes): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Cancelling only tells the sender to stop; a stream that already failed rejects it, and the
      // answer is the same 413 either way.
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** A form as a browser sends it without script (URL-encoded), capped; a 413 answer when it is too large. */
export async function readFormFields(request: Request, maxBytes = defaultMaxBodyBytes): Promise<{ data: URLSearchParams } | { response: Response }> {
  try {
    return { data: new URLSearchParams(await readBody(request, maxBytes)) }
  } catch (error) {
    return { response: errorResponse(error, `form] [${new URL(request.url).pathname}`) }
  }
}

/** A Response, though not always of this realm's class (srvx has its own). */
const isResponse = (value: unknown): value is Response =>
  value instanceof Response || (typeof value === 'object' && value !== null && 'status' in value && 'headers' in value && typeof (value as Response).arrayBuffer === 'function')

/**
 * Runs a page's own form handler (a form posted without script). What the handler did not answer
 * itself (the database away, the copy unreadable, a bug) renders the page again through `showPage`
 * with a readable message, the error's status and its headers (a 503 says when to come back),
 * rather than a bare 500 or a JSON body the browser would show as text.
 */
export async function answeringForm<R>(scope: string, work: () => Promise<Response | R>, showPage: (message: string) => R | Promise<R>): Promise<Response | R> {
  try {
    return await work()
  } catch (error) {
    const known = noteFailure(error, scope)
    return pageWithStatus(showPage(known?.errorMessage ?? unexpectedMessage), known?.status ?? 500, known?.options.headers)
  }
}

/**
 * The page Start rendered through `next()` for a refused form, answered with the refusal's status
 * and headers (a 429's Retry-After) instead of 200: the browser shows the same page, and clients,
 * monitoring and logs see that the form was refused. Anything that is not a rendered page passes.
 */
export async function pageWithStatus<R>(page: R | Promise<R>, status: number, extraHeaders: HeadersInit = {}): Promise<Response | R> {
  const value = await page
  // Start's `next()` answers with its context, whose `response` is the rendered page.
  const rendered = isResponse(value) ? value : isResponse((value as { response?: unknown } | null)?.response) ? (value as { response: Response }).response : null
  if (!rendered) return value
  const headers = new Headers(rendered.headers)
  // The refusal's headers replace the page's, but a cookie it sets joins the page's own.
  new Headers(extraHeaders).forEach((text, name) => (name === 'set-cookie' ? headers.append(name, text) : headers.set(name, text)))
  return new Response(rendered.body, { status, headers })
}

/** The answer to a form posted without script: 303 to the page to show, so a reload never posts again. */
export function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ ...noStore, Location: location })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** The request body's media type, without parameters, lowercased. */
const mediaType = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()

/** True when the request comes from our own pages (or carries no browser origin at all for a GET). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === new URL(publicUrl()).origin || origin === new URL(request.url).origin
  // No Origin: trust only the browser's own statement that the request is same-origin.
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/**
 * Another site's page sent this (its Origin is not ours): refused on any state-changing request, so
 * a foreign form cannot sign someone in or out, or post in their name. No Origin (an API client) passes.
 */
export function isForeignOrigin(request: Request): boolean {
  return request.headers.get('origin') !== null && !isSameOrigin(request)
}

/** The refusal of a request another site's page sent (decision 0013), before anything is read. */
export const foreignOrigin = () => new AppError('forbidden', 'This request was blocked for your security.')

/** A form as a browser posts it without script (URL-encoded). */
export const isFormPost = (request: Request) => mediaType(request) === 'application/x-www-form-urlencoded'

export const isJson = (request: Request) => mediaType(request) === 'application/json'

/** Reads a JSON object body (capped) or throws a 400/413/415 AppError. */
export async function readJsonObject(request: Request, maxBytes = defaultMaxBodyBytes): Promise<Record<string, unknown>> {
  if (!isJson(request)) throw new AppError('unsupported-media-type', 'Please send the request as JSON.')
  return parseJsonObject(await readBody(request, maxBytes))
}

/** Parses text that must be one JSON object, or throws a 400 AppError. */
export function parseJsonObject(raw: string): Record<string, unknown> {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw new AppError('bad-request', 'The request body is not valid JSON.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad-request', 'The request body must be a JSON object.')
  return body as Record<string, unknown>
}

/** zod issues as `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body'
    errors[key] ??= issue.message
  }
  return errors
}

/** Validates `value` with `schema` or throws a 400 AppError carrying the field errors. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, message?: string): z.infer<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new AppError('bad-request', message ?? parsed.error.issues[0]?.message ?? 'Invalid input.', { fields: fieldErrors(parsed.error) })
}

/** Secure cookies (and the `__Host-` prefix, which requires them) in production and whenever the site is served over https. */
export function secureCookies(): boolean {
  return isProduction() || new URL(publicUrl()).protocol === 'https:'
}

export type CookieOptions = { maxAge: number; httpOnly: boolean; path?: string }

/** A `Set-Cookie` value: SameSite=Lax, and Secure by `secureCookies()`. A max age of 0 removes the cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, `Max-Age=${options.maxAge}`, 'SameSite=Lax']
  if (options.httpOnly) parts.push('HttpOnly')
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}

/** The value of the cookie `name` (decoded), or null; one parser for the site and the CMS (the `cookie` package). */
export function readCookie(request: Request, name: string): string | null {
  return parseCookie(request.headers.get('cookie') ?? '')[name] ?? null
}

/** The log scope of a failure while answering `request`: the feature, the method and the path. */
const requestScope = (scope: string, request: Request) => `${scope}] [${request.method} ${new URL(request.url).pathname.slice(0, 200)}`

/**
 * `handler` answering the refusals it throws (AppErrors) itself, through the one mapping, so whoever
 * calls it directly (a route, a test) gets their answers. Anything unforeseen still propagates to
 * the route's `serve`, which logs it and answers 500.
 */
export function answeringRefusals(handler: Handler, scope: string): Handler {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error, requestScope(scope, request))
      throw error
    }
  }
}

/** Adapts a handler to a server route: supplies the socket IP, maps any thrown error to its answer. */
export function serve(handler: Handler, scope = 'api') {
  return async ({ request }: { request: Request }): Promise<Response> => {
    try {
      return await handler(request, { ip: socketIp() })
    } catch (error) {
      return errorResponse(error, requestScope(scope, request))
    }
  }
}
