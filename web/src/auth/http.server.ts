// Response and request helpers shared by the auth handlers: the contract's response shape,
// bounded JSON parsing that answers 400 instead of throwing, cookies, the client's IP.
import type { z } from 'zod'

import { AppError } from '~/server/errors.server'
import { fieldErrors, readJsonObject, serializeCookie } from '~/server/http.server'

import { cookieNames, lifetimes } from './config.server'
import { randomString } from './random.server'
import { serverSchemas } from './texts.server'
import type { AuthResponse } from './user'

const baseHeaders = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }

export function reply(status: number, body: AuthResponse, extra?: HeadersInit): Response {
  const headers = new Headers(baseHeaders)
  new Headers(extra).forEach((value, name) => headers.append(name, value))
  return new Response(JSON.stringify(body), { status, headers })
}

export const fail = (status: number, errorMessage: string, extra?: HeadersInit) => reply(status, { success: false, errorMessage }, extra)

/** A 400 naming the one field at fault. */
export const failField = (field: string, errorMessage: string) => reply(400, { success: false, errorMessage, errors: { [field]: errorMessage } })

/** 429, in the CMS's words, with when to come back. */
export async function tooManyRequests(retryAfterSeconds: number): Promise<Response> {
  return fail(429, (await serverSchemas()).messages.tooManyAttempts(retryAfterSeconds), { 'Retry-After': String(retryAfterSeconds) })
}

/** 401 for a request that needs a member signed in, in the CMS's words. */
export async function signInToContinue(extra?: HeadersInit): Promise<Response> {
  return fail(401, (await serverSchemas()).messages.signInToContinue, extra)
}

/** Reads a JSON body (capped while it streams) and validates it; any failure is a ready 4xx response, never a throw. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: Response }> {
  let body: Record<string, unknown>
  try {
    body = await readJsonObject(request)
  } catch (error) {
    if (error instanceof AppError) return { response: fail(error.status === 415 ? 400 : error.status, error.errorMessage) }
    throw error
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { response: reply(400, { success: false, errorMessage: parsed.error.issues[0]?.message ?? 'Invalid input.', errors: fieldErrors(parsed.error) }) }
  return { data: parsed.data }
}

export { clientIp, readCookie, serializeCookie, type Handler, type HandlerContext } from '~/server/http.server'

const cookieMaxAge = () => Math.floor(lifetimes.sessionAbsolute / 1000)

/** The session cookie alone: a cookie refresh keeps the CSRF cookie, which other tabs are using. */
export const sessionCookie = (sessionToken: string) => serializeCookie(cookieNames.session, sessionToken, { maxAge: cookieMaxAge(), httpOnly: true })

/**
 * The session cookie (httpOnly) and the CSRF cookie the page script copies into a header.
 * Returned as separate Set-Cookie values: several cookies in one server-route response must be
 * appended explicitly (TanStack/router#5464).
 */
export function sessionCookies(sessionToken: string): string[] {
  return [sessionCookie(sessionToken), serializeCookie(cookieNames.csrf, randomString(20), { maxAge: cookieMaxAge(), httpOnly: false })]
}

export function clearedSessionCookies(): string[] {
  return [serializeCookie(cookieNames.session, '', { maxAge: 0, httpOnly: true }), serializeCookie(cookieNames.csrf, '', { maxAge: 0, httpOnly: false })]
}

export const withCookies = (cookies: string[]): [string, string][] => cookies.map((cookie) => ['Set-Cookie', cookie])


export const userAgent = (request: Request) => request.headers.get('user-agent')
