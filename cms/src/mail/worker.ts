// The outbox worker: every process that serves requests (the site, the CMS admin) runs one from
// start-up, so a failed email is retried whether or not anything else happens in that process.
// One-shot processes (seed, migrate, generate, tests unless they start one) never do.
import type { Payload } from 'payload'

import { startPeriodic, type PeriodicTask } from '../background/periodic'
import { deliverDueEmails } from './outbox'
import { serverEnv } from '../env'

import { retryPolicy, type MailEnv, type RetryPolicy } from './policy'

export type WorkerOptions = {
  /** The process's Payload instance, asked for on every pass (it may not be up yet at start-up). */
  payload: () => Promise<Payload>
  /** Pause between two passes. */
  intervalMs: number
  /** Rows claimed and sent side by side in one batch. */
  batchSize: number
  policy: RetryPolicy
  log?: (message: string) => void
}

/** runOnce resolves with the number of emails sent. */
export type OutboxWorker = PeriodicTask<number>

/** MAIL_WORKER_INTERVAL_MS (default 10 s), MAIL_WORKER_BATCH (10) and the retry policy. */
export function workerSettings(env: MailEnv = serverEnv()): Omit<WorkerOptions, 'payload'> {
  return {
    intervalMs: env.MAIL_WORKER_INTERVAL_MS,
    batchSize: env.MAIL_WORKER_BATCH,
    policy: retryPolicy(env),
  }
}

/** A pass sends batches until one comes back short, at most this many, then yields to the timer. */
const maxBatchesPerPass = 20

export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  return startPeriodic({
    name: 'outbox worker',
    intervalMs: options.intervalMs,
    onFailure: 0,
    log: options.log ?? ((message: string) => console.warn(`[mail] ${message}`)),
    async pass(stopped) {
      const payload = await options.payload()
      let sent = 0
      for (let batch = 0; batch < maxBatchesPerPass && !stopped(); batch++) {
        const result = await deliverDueEmails(payload, { limit: options.batchSize, policy: options.policy })
        sent += result.sent
        if (result.claimed < options.batchSize) break
      }
      return sent
    },
  })
}
