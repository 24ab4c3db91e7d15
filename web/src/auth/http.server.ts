// Request and response helpers shared by the auth handlers: the success answer in the contract's
// shape, JSON input read and validated (a refusal is thrown, never answered here), cookies, the
// client's IP. `authHandler` answers a handler's thrown refusals through the platform's one mapping.
import type { z } from 'zod'

import { AppError } from '~/server/errors.server'
import { answeringRefusals, json, parseWith, readJsonObject, serializeCookie, type Handler } from '~/server/http.server'

import { cookieNames, lifetimes } from './config.server'
import { randomString } from './random.server'
import type { AuthResponse } from './user'

/** A success in the auth API's shape (decision 0010); failures are thrown (refusals.server.ts) and answered by the mapping. */
export const reply = (status: number, body: AuthResponse, extra?: HeadersInit): Response => json(status, body, extra)

/**
 * An auth handler that throws its refusals, and answers them through the platform's one mapping
 * itself: routes and tests call it alike. The unforeseen goes on to the route's `serve`.
 */
export const authHandler = (handler: Handler): Handler => answeringRefusals(handler, 'auth')

/** Reads a JSON body (capped while it streams) and validates it, or throws the 4xx AppError. */
export async function readInput<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let body: Record<string, unknown>
  try {
    body = await readJsonObject(request)
  } catch (error) {
    // The contract's "400 invalid input" covers a body that is not JSON at all.
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
  return parseWith(schema, body)
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
