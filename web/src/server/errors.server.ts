// One error style for every feature: throw an AppError with a code; `errorResponse` turns any
// thrown value into the JSON answer `{ success: false, errorMessage, errors?, ...details }` with its
// status and headers. Unknown errors become a 500 without details (logged on the server), never a
// stack trace.
import { isForeignKeyViolation } from '@kindred/cms/database'

import { json, noStore } from './json.server'
import { noteIfUnavailable, retryAfterUnavailable } from './outage.server'

export { noStore, retryAfterUnavailable }

/** What a caller is told of a failure we did not foresee (the details stay in the server's log). */
export const unexpectedMessage = 'Something went wrong on our side. Please try again.'

export type ErrorCode = 'bad-request' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'payload-too-large' | 'unsupported-media-type' | 'too-many-requests' | 'unavailable'

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

export type AppErrorOptions = {
  /** Field errors of a 400, answered as `errors`. */
  fields?: FieldErrors
  /** Headers of the answer (Retry-After, or a list of Set-Cookie pairs when a refusal also clears cookies). */
  headers?: HeadersInit
  /** More members of the JSON answer, after `errorMessage` and `errors`; never `success` or either of those. */
  details?: Record<string, unknown>
  cause?: unknown
}

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly errorMessage: string,
    readonly options: AppErrorOptions = {},
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

/** The AppError for `error`, logged under `scope`: an outage as a warning, anything unforeseen (null) in full. */
export function noteFailure(error: unknown, scope: string): AppError | null {
  const known = asAppError(error)
  if (!known) console.error(`[${scope}] unexpected error:`, error)
  else if (known.code === 'unavailable') console.warn(`[${scope}] unavailable: ${String((known.cause as Error)?.message ?? known.cause)}`)
  return known
}

/**
 * The JSON answer for an error; unexpected ones are logged under `scope` and answered 500. The
 * error's headers are appended to the JSON answer's own (no-store, the content type): each of
 * several Set-Cookie values is kept.
 */
export function errorResponse(error: unknown, scope: string): Response {
  const known = noteFailure(error, scope)
  if (!known) return json(500, { success: false, errorMessage: unexpectedMessage })
  const { fields, headers, details } = known.options
  const body = { success: false, errorMessage: known.errorMessage, ...(fields ? { errors: fields } : {}) }
  // The details follow the contract's members, which they can neither move nor replace.
  return json(known.status, { ...body, ...details, ...body }, headers)
}
