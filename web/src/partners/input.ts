// A server function's raw input, bounded before any schema sees it: a plain object of modest
// size (as the API's request bodies are capped). Non-objects read as empty.
import { AppError } from '~/server/errors.server'

const maxInputChars = 48 * 1024

/** The input's size as JSON, or null when it cannot be JSON at all (a BigInt, a cycle). */
function jsonLength(input: object): number | null {
  try {
    return JSON.stringify(input).length
  } catch {
    return null
  }
}

export function boundedInput(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {}
  const length = jsonLength(input)
  if (length === null) throw new AppError('bad-request', 'The request carries values that are not plain text, numbers or lists.')
  if (length > maxInputChars) throw new AppError('payload-too-large', 'The request is too large.')
  return input as Record<string, unknown>
}
