// How the outbox retries and what it keeps: per-row exponential back-off with a cap and an attempt
// limit, the lease after which a claim of a process that died mid-send is taken over, and which
// bodies are cleared once they are no longer needed (docs/decisions/0034-outbox-worker.md).

/** The environment, or any stand-in for it. */
export type Env = Record<string, string | undefined>

export type RetryPolicy = {
  /** Delay after the first failed attempt; it doubles with every further failure. */
  baseSeconds: number
  /** The longest delay between two attempts. */
  maxSeconds: number
  /** After this many attempts the row stays `failed` and is not tried again. */
  maxAttempts: number
  /** A row `sending` for longer than this belongs to a process that died; another may take it. */
  leaseSeconds: number
}

/** Reads a positive number from the environment; a value that is not one stops start-up with its name. */
export function positiveNumber(name: string, fallback: number, env: Env = process.env): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}".`)
  return value
}

/**
 * 30 s, 1 min, 2 min, … capped at one hour: eight attempts cover the first two hours of an outage,
 * thirty about a day. The SMTP timeouts (at most ~40 s a send) stay far inside the five-minute lease.
 */
export function retryPolicy(env: Env = process.env): RetryPolicy {
  return {
    baseSeconds: positiveNumber('MAIL_RETRY_BASE_SECONDS', 30, env),
    maxSeconds: positiveNumber('MAIL_RETRY_MAX_SECONDS', 3600, env),
    maxAttempts: Math.floor(positiveNumber('MAIL_MAX_ATTEMPTS', 30, env)),
    leaseSeconds: positiveNumber('MAIL_CLAIM_LEASE_SECONDS', 300, env),
  }
}

/** Seconds to wait after failed attempt number `attempts` (1 for the first failure). */
export function backoffSeconds(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.max(0, attempts - 1))
}

/** Kinds whose links work once (the token is the credential), whatever their text says. */
const singleUseKinds = new Set(['verify-email', 'reset-password'])
const tokenInLink = /https?:\/\/\S*[?&#](token|code|key|secret)=/i

export const clearedBody = '[Cleared after sending: this email carried a single-use link.]'

/**
 * A body with a single-use link is a credential at rest: once sent (or given up on) nobody needs
 * it again, so it is replaced by `clearedBody`. Other bodies (contact notifications, replies)
 * stay as the record of what was sent.
 */
export function carriesSingleUseLink(email: { kind: string; text: string; html?: string | null }): boolean {
  return singleUseKinds.has(email.kind) || tokenInLink.test(email.text) || tokenInLink.test(email.html ?? '')
}
