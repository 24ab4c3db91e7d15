import { APIError, type AfterErrorHook } from 'payload'

const unknown = 'An unknown error occurred.'

/**
 * Gives a refusal its own words back. Payload words an error from its class name, and the
 * production build's minifier leaves the names of Payload's own error classes empty, so a refusal
 * Payload means to show (a status under 500, such as the upload cap's 413 while the body streams)
 * reached the admin as "An unknown error occurred.". Errors of 500 and above keep Payload's
 * generic answer: their messages can carry anything.
 */
export const publicErrors: AfterErrorHook = ({ error, result }) => {
  if (!(error instanceof APIError) || error.status >= 500 || !error.message) return
  const first = result?.errors[0]
  if (first && first.message !== unknown) return
  return { response: { errors: [{ message: error.message }] }, status: error.status }
}
