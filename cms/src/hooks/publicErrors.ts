import { APIError, type AfterErrorHook } from 'payload'

const unknown = 'An unknown error occurred.'

/** The SQLSTATE PostgreSQL gave a failure, found anywhere in its chain of causes. */
function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = cause
  }
  return null
}

/**
 * A query PostgreSQL refused for what it asked, not for anything wrong on our side: a value of the
 * wrong kind (an id that is not a number, a number out of range, a NUL byte: class 22) or a
 * comparison a field's type has no operator for (`near` on a text field: 42883, 42804).
 */
const badQuery = (state: string | null) => state !== null && (state.startsWith('22') || state === '42883' || state === '42804')

/**
 * A filter operator the field's type has none of in the database adapter (`near` on a text field):
 * the adapter calls a missing function. The message names the adapter's own variables, which a
 * minified build renames, so only its shape is matched.
 */
const badOperator = (error: unknown) => error instanceof TypeError && /\.operators\[\w+\] is not a function/.test(error.message)

/** A multipart body the upload parser could not read (empty, cut off, no parts). */
const badForm = (error: unknown) => error instanceof Error && /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found)/.test(error.message)

/**
 * Why the CMS refuses a failure as the request's own fault, or null when the fault may be ours.
 * Payload's logger reads this too (logging.ts), so such a refusal is not logged as a server error.
 */
export function requestFault(error: unknown): 'query' | 'form' | null {
  if (badQuery(sqlStateOf(error)) || badOperator(error)) return 'query'
  if (badForm(error)) return 'form'
  return null
}

/**
 * What Payload answers for a failure that is the request's, not ours, in words people can act on:
 *
 * - A refusal keeps its own words. Payload words an error from its class name, and the production
 *   build's minifier leaves the names of Payload's own error classes empty, so a refusal Payload
 *   means to show (a status under 500, such as the upload cap's 413 while the body streams) reached
 *   the admin as "An unknown error occurred.".
 * - A query with a value of the wrong kind, or a form that cannot be read, is a 400, not a 500.
 *
 * Other errors of 500 and above keep Payload's generic answer: their messages can carry anything.
 */
export const publicErrors: AfterErrorHook = ({ error, result }) => {
  const fault = requestFault(error)
  if (fault === 'query') {
    return { response: { errors: [{ message: 'This request filters or looks up with a value or an operator of the wrong kind for its field (an id that is not a number, say).' }] }, status: 400 }
  }
  if (fault === 'form') return { response: { errors: [{ message: 'The form data could not be read. Please send it again.' }] }, status: 400 }
  if (!(error instanceof APIError) || error.status >= 500 || !error.message) return
  const first = result?.errors[0]
  if (first && first.message !== unknown) return
  return { response: { errors: [{ message: error.message }] }, status: error.status }
}
