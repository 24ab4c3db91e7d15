// Telling "the database is unreachable right now" apart from every other failure, so callers can
// answer 503 + Retry-After (try again shortly) instead of 500 (our bug).

// SQLSTATE classes and codes: 08 connection exception, 57P01-57P05 shutdown/crash/cannot connect,
// 53300 too many connections, 40001/40P01 serialisation failure/deadlock (safe to retry).
const unavailableStates = /^(08...|57P0[1-5]|53300|40001|40P01)$/
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])
const unavailableMessages =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|connection (?:is )?(?:closed|ended)|cannot begin transaction|client has encountered a connection error|query read timeout|canceling statement due to statement timeout|the database system is (?:starting up|shutting down|in recovery)/i

/** True when `error` (or any error in its cause chain) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (unavailableStates.test(code) || unavailableCodes.has(code))) return true
    if (typeof message === 'string' && unavailableMessages.test(message)) return true
    current = cause
  }
  return false
}

/**
 * True when `error` (or any error in its cause chain) is PostgreSQL refusing a row that points at
 * one another request deleted meanwhile (SQLSTATE 23503): a conflict to report, not a crash.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (code === '23503') return true
    current = cause
  }
  return false
}
