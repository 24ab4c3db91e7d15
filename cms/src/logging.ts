// Payload's own logger (pretty lines on standard output), with one difference: a request the CMS
// refuses as the request's own fault (hooks/publicErrors.ts answers it 400) is one info line, not
// an error carrying the failed SQL, its parameters and a stack trace. Payload logs every error that
// reaches its router at error level before any hook runs, and `loggingLevels` matches an error's
// class name, which the production build minifies; so the logger itself tells the two apart.
import { defaultLoggerOptions, type Config } from 'payload'

import { requestFault } from './hooks/publicErrors'

type LoggerConfig = Exclude<NonNullable<Config['logger']>, string | { child: unknown }>
type LogMethodHook = NonNullable<NonNullable<LoggerConfig['options']['hooks']>['logMethod']>

const errorLevel = 50

/** The innermost message of an error's chain of causes: PostgreSQL's words, without the query. */
function rootMessage(error: unknown): string {
  let message = ''
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { message: own, cause } = current as { message?: unknown; cause?: unknown }
    if (typeof own === 'string' && own) message = own
    current = cause
  }
  return message.split('\n')[0]!.slice(0, 200)
}

/** Pino's `logMethod` hook: an error-level `{ err }` that is the request's fault goes out as info. */
export const refusalsAsInfo: LogMethodHook = function (args, method, level) {
  const [first] = args as unknown[]
  if (level >= errorLevel && first && typeof first === 'object' && 'err' in first) {
    const fault = requestFault((first as { err: unknown }).err)
    if (fault) return this.info(`refused a request as bad ${fault === 'query' ? 'query input' : 'form data'} (400): ${rootMessage((first as { err: unknown }).err)}`)
  }
  return method.apply(this, args)
}

export const logger: LoggerConfig = { options: { hooks: { logMethod: refusalsAsInfo } }, destination: defaultLoggerOptions }
