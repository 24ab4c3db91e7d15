// One error style for every feature: throw an AppError with a code; `errorResponse` turns any
// thrown value into the JSON answer `{ success: false, errorMessage, errors? }` with its status.
// Unknown errors become a 500 without details (logged on the server), never a stack trace.
import { isForeignKeyViolation } from '@kindred/cms/database'

import { noteIfUnavailable, retryAfterUnavailable } from './outage.server'

export { retryAfterUnavailable }

/** What a caller is told of a failure we did not foresee (the details stay in the server's log). */
export const unexpectedMessage = 'Something went wrong on our side. Please try again.'

export type ErrorCode =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'too-many-requests'
  | 'unavailable'

const statusOf: Record<ErrorCode, number> = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  unavailable: 503,
}

export type FieldErrors = Record<string, string>

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly errorMessage: string,
    readonly options: { fields?: FieldErrors; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(errorMessage, { cause: options.cause })
    this.status = statusOf[code]
  }
}

export class ServiceUnavailable extends AppError {
  constructor(options: { cause?: unknown } = {}) {
    super('unavailable', 'We could not save or load this just now. Please try again in a few seconds.', {
      headers: { 'Retry-After': String(retryAfterUnavailable) },
      cause: options.cause,
    })
  }
}

/**
 * Copy the server cannot answer without (an email template, say) is not in the CMS: a database
 * nobody seeded or a global nobody published. A 503 that names the field in the log, never a 500.
 */
export class CopyMissing extends AppError {
  constructor(readonly field: string) {
    super('unavailable', 'This part of the site is not ready yet. Please try again later.', {
      headers: { 'Retry-After': '300' },
      cause: new Error(`CMS copy ${field} is empty: publish it in the admin or run \`pnpm seed\``),
    })
  }
}

/** 429 with when to come back; the message is the feature's, in the CMS's words. */
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number, message: string) {
    super('too-many-requests', message, { headers: { 'Retry-After': String(retryAfterSeconds) } })
  }
}

/** What a request is told when something it refers to was deleted by another request meanwhile. */
export const goneMeanwhileMessage = 'Something this depends on was removed a moment ago. Please reload the page and try again.'

/** The 409 for a request whose member, or a row it points at, was deleted by another request meanwhile. */
export const goneMeanwhile = (cause?: unknown) => new AppError('conflict', goneMeanwhileMessage, { cause })

/**
 * The AppError for any thrown value: itself, ServiceUnavailable for an unreachable database, a 409
 * for a row that points at one deleted meanwhile (a member who deleted their account while a request
 * of theirs, or one to them, was in flight), or null.
 */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error
  if (noteIfUnavailable(error)) return new ServiceUnavailable({ cause: error })
  if (isForeignKeyViolation(error)) return goneMeanwhile(error)
  return null
}

export const noStore = { 'Cache-Control': 'no-store' }

/** The AppError for `error`, logged under `scope`: an outage as a warning, anything unforeseen (null) in full. */
export function noteFailure(error: unknown, scope: string): AppError | null {
  const known = asAppError(error)
  if (!known) console.error(`[${scope}] unexpected error:`, error)
  else if (known.code === 'unavailable') console.warn(`[${scope}] unavailable: ${String((known.cause as Error)?.message ?? known.cause)}`)
  return known
}

/** The JSON answer for an error; unexpected ones are logged under `scope` and answered 500. */
export function errorResponse(error: unknown, scope: string): Response {
  const known = noteFailure(error, scope)
  if (!known) return Response.json({ success: false, errorMessage: unexpectedMessage }, { status: 500, headers: noStore })
  const body = { success: false, errorMessage: known.errorMessage, ...(known.options.fields ? { errors: known.options.fields } : {}) }
  return Response.json(body, { status: known.status, headers: { ...noStore, ...known.options.headers } })
}
