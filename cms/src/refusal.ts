// A refusal the admin and the REST API show in its own words. Payload answers an error with its
// message only when the error carries a name, and the production build's minifier leaves the class
// names Payload takes it from empty: every refusal from a hook then read "An unknown error occurred."
// (Payload's own refusals, which this cannot name, get their words back in hooks/publicErrors.ts.)
import { APIError } from 'payload'

export function refusal(message: string, status = 400): APIError {
  const error = new APIError(message, status, null, true)
  error.name = 'APIError'
  return error
}
