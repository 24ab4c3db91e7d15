// Response and request helpers shared by the auth handlers: the contract's response shape,
// bounded JSON parsing that answers 400 instead of throwing, cookies, the client's IP.
import type { z } from 'zod'

import { cookieNames, lifetimes, secureCookies } from './config.server'
import { randomString } from './random.server'
import type { AuthResponse } from './user'

export type HandlerContext = { ip?: string }
export type Handler = (request: Request, context?: HandlerContext) => Promise<Response>

const baseHeaders = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }

export function reply(status: number, body: AuthResponse, extra?: HeadersInit): Response {
  const headers = new Headers(baseHeaders)
  new Headers(extra).forEach((value, name) => headers.append(name, value))
  return new Response(JSON.stringify(body), { status, headers })
}

export const fail = (status: number, errorMessage: string, extra?: HeadersInit) => reply(status, { success: false, errorMessage }, extra)

export const tooManyRequests = (retryAfterSeconds: number) =>
  fail(429, `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`, { 'Retry-After': String(retryAfterSeconds) })

const maxBodyBytes = 16 * 1024

/** Reads a JSON body and validates it; any failure is a ready 400 response, never a throw. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: Response }> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return { response: fail(400, 'Please send the request as JSON.') }
  }
  let body: unknown
  try {
    const text = await request.text()
    if (text.length > maxBodyBytes) return { response: fail(400, 'The request is too large.') }
    body = JSON.parse(text)
  } catch {
    return { response: fail(400, 'The request body is not valid JSON.') }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { response: fail(400, parsed.error.issues[0]?.message ?? 'Invalid input.') }
  return { data: parsed.data }
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

type CookieOptions = { maxAge: number; httpOnly: boolean; path?: string }

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, `Max-Age=${options.maxAge}`, 'SameSite=Lax']
  if (options.httpOnly) parts.push('HttpOnly')
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}

/**
 * The session cookie (httpOnly) and the CSRF cookie the page script copies into a header.
 * Returned as separate Set-Cookie values: several cookies in one server-route response must be
 * appended explicitly (TanStack/router#5464).
 */
export function sessionCookies(sessionToken: string): string[] {
  const maxAge = Math.floor(lifetimes.sessionAbsolute / 1000)
  return [
    serializeCookie(cookieNames.session, sessionToken, { maxAge, httpOnly: true }),
    serializeCookie(cookieNames.csrf, randomString(20), { maxAge, httpOnly: false }),
  ]
}

export function clearedSessionCookies(): string[] {
  return [serializeCookie(cookieNames.session, '', { maxAge: 0, httpOnly: true }), serializeCookie(cookieNames.csrf, '', { maxAge: 0, httpOnly: false })]
}

export const withCookies = (cookies: string[]): [string, string][] => cookies.map((cookie) => ['Set-Cookie', cookie])

/** The caller's IP: the socket address, or behind a trusted proxy (TRUST_PROXY=1) the first X-Forwarded-For. */
export function clientIp(request: Request, context?: HandlerContext): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  return context?.ip?.slice(0, 64) || 'unknown'
}

export const userAgent = (request: Request) => request.headers.get('user-agent')
