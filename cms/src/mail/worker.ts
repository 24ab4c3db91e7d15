// The outbox worker: every process that serves requests (the site, the CMS admin) runs one from
// start-up, so a failed email is retried whether or not anything else happens in that process.
// One-shot processes (seed, migrate, generate, tests unless they start one) never do.
import type { Payload } from 'payload'

import { deliverDueEmails } from './outbox'
import { positiveNumber, retryPolicy, type Env, type RetryPolicy } from './policy'

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

export type OutboxWorker = {
  /** Runs one pass now (also what the timer does). Resolves with the number of emails sent. */
  runOnce: () => Promise<number>
  /** Stops the timer and waits for the pass under way, if any. */
  stop: () => Promise<void>
}

/** MAIL_WORKER_INTERVAL_MS (default 10 s), MAIL_WORKER_BATCH (10) and the retry policy. */
export function workerSettings(env: Env = process.env): Omit<WorkerOptions, 'payload'> {
  return {
    intervalMs: positiveNumber('MAIL_WORKER_INTERVAL_MS', 10_000, env),
    batchSize: Math.floor(positiveNumber('MAIL_WORKER_BATCH', 10, env)),
    policy: retryPolicy(env),
  }
}

/** A pass sends batches until one comes back short, at most this many, then yields to the timer. */
const maxBatchesPerPass = 20

export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const log = options.log ?? ((message: string) => console.warn(`[mail] ${message}`))
  let timer: NodeJS.Timeout | undefined
  let current: Promise<number> | undefined
  let stopped = false
  let lastError: string | undefined

  async function pass(): Promise<number> {
    let sent = 0
    try {
      const payload = await options.payload()
      for (let batch = 0; batch < maxBatchesPerPass && !stopped; batch++) {
        const result = await deliverDueEmails(payload, { limit: options.batchSize, policy: options.policy })
        sent += result.sent
        if (result.claimed < options.batchSize) break
      }
      if (lastError) log('outbox worker recovered')
      lastError = undefined
    } catch (error) {
      // A database outage fails every pass the same way: say it once, and again when it changes.
      const message = error instanceof Error ? error.message : String(error)
      if (message !== lastError) log(`outbox worker pass failed (retrying every ${options.intervalMs} ms): ${message}`)
      lastError = message
    }
    return sent
  }

  function runOnce(): Promise<number> {
    current ??= pass().finally(() => (current = undefined))
    return current
  }

  function schedule(delayMs: number): void {
    if (stopped) return
    timer = setTimeout(() => void runOnce().finally(() => schedule(options.intervalMs)), delayMs)
    // The worker never keeps a process alive on its own.
    timer.unref()
  }

  // The first pass comes right after start-up: whatever waited while no process ran goes out now.
  schedule(0)
  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
