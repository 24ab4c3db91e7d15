// Auth's refusals as typed errors (the platform's AppError). Handlers and guards throw them; the
// platform's one mapping (`errorResponse`, through `authHandler`, `serve` or a page form) answers
// them in the auth API's shape (decision 0010): `{ success: false, errorMessage, errors? }`, with their headers.
import { AppError, TooManyRequests } from '~/server/errors.server'

import { serverSchemas } from './texts.server'

/** Another site's page sent this (decision 0013): the platform's refusal, which contact shares. */
export { foreignOrigin } from '~/server/http.server'

/** A cookie-authenticated write without our Origin or the CSRF cookie echoed: a stale page, or a forged one. */
export const csrfRefused = (headers?: HeadersInit) => new AppError('forbidden', 'This request was blocked for your security. Please reload the page and try again.', { headers })

/** 429, in the CMS's words, with when to come back. */
export async function throttled(retryAfterSeconds: number): Promise<TooManyRequests> {
  return new TooManyRequests(retryAfterSeconds, (await serverSchemas()).messages.tooManyAttempts(retryAfterSeconds))
}

/** 401 for a request that needs a member signed in, in the CMS's words; `headers` go with it (cleared cookies). */
export async function signInRequired(headers?: HeadersInit): Promise<AppError> {
  return new AppError('unauthorized', (await serverSchemas()).messages.signInToContinue, { headers })
}

/**
 * Why a sign-in, a registration or a reset was refused, worked out as a plain value because the
 * page forms show the same refusal on the page; `field` names the one field at fault.
 */
export type Refusal = { status: 400 | 401 | 409; message: string; field?: string } | { status: 429; message: string; retryAfterSeconds: number }

const codeOf = { 400: 'bad-request', 401: 'unauthorized', 409: 'conflict' } as const

/** A refusal as the API throws it: a 429 says when to come back, a field's 400 names the field. */
export function refusalError(refused: Refusal): AppError {
  if (refused.status === 429) return new TooManyRequests(refused.retryAfterSeconds, refused.message)
  return new AppError(codeOf[refused.status], refused.message, refused.field ? { fields: { [refused.field]: refused.message } } : {})
}
