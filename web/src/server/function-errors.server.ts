// What a server function's caller may learn from a failure. Start serialises a thrown error's
// message into the page (SSR) or the answer (client calls): an error we raised on purpose keeps its
// readable message, anything else is logged here and replaced, so no SQL, path or stack leaves.
import { isNotFound } from '@tanstack/react-router'

import { noteFailure, unexpectedMessage } from './errors.server'

/** The value to rethrow for `error`: redirects, not-found and AppErrors as they are, anything else replaced. */
export function publicError(error: unknown, scope: string): unknown {
  if (error instanceof Response || isNotFound(error)) return error
  return noteFailure(error, scope) ?? new Error(unexpectedMessage)
}
