// A server function's raw input, bounded before any schema sees it: a plain object of modest
// size (the same 16 KB cap as the API's request bodies). Non-objects read as empty.
import { AppError } from '~/server/errors.server'

const maxInputChars = 16 * 1024

export function boundedInput(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {}
  if (JSON.stringify(input).length > maxInputChars) throw new AppError('payload-too-large', 'The request is too large.')
  return input as Record<string, unknown>
}
