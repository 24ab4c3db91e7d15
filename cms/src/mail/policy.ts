// How the outbox retries and what it keeps: per-row exponential back-off with a cap and an attempt
// limit, the lease after which a claim of a process that died mid-send is taken over, and which
// bodies are cleared once they are no longer needed (docs/decisions/0034-outbox-worker.md).
import { serverEnv, type ServerEnv } from '../env'

/** The settings the outbox reads, as the environment schema parsed and checked them at start. */
export type MailEnv = Pick<ServerEnv, 'MAIL_RETRY_BASE_SECONDS' | 'MAIL_RETRY_MAX_SECONDS' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_CLAIM_LEASE_SECONDS' | 'MAIL_WORKER_INTERVAL_MS' | 'MAIL_WORKER_BATCH'>

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

/**
 * 30 s, 1 min, 2 min, … capped at one hour: eight attempts cover the first two hours of an outage,
 * thirty about a day. The SMTP timeouts (at most ~40 s a send) stay far inside the five-minute lease.
 */
export function retryPolicy(env: MailEnv = serverEnv()): RetryPolicy {
  return {
    baseSeconds: env.MAIL_RETRY_BASE_SECONDS,
    maxSeconds: env.MAIL_RETRY_MAX_SECONDS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    leaseSeconds: env.MAIL_CLAIM_LEASE_SECONDS,
  }
}

/** Seconds to wait after failed attempt number `attempts` (1 for the first failure). */
export function backoffSeconds(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.max(0, attempts - 1))
}

/** Kinds whose links work once (the token is the credential), whatever their text says. */
const singleUseKinds = new Set(['verify-email', 'reset-password', 'staff-reset-password'])
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
