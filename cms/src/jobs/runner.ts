// Runs the jobs queue (scheduled publish and unpublish) from the CMS process, so a schedule is
// carried out whether or not anyone has the admin open. Every CMS process starts one; a PostgreSQL
// advisory lock lets one pass at a time run across all of them, because Payload's claim of a job
// (a find, then an update of `processing`) is not atomic and two processes could run it twice.
// Decision 0054.
import type { Payload } from 'payload'

import { poolOf } from '../database/pool-of'

export type JobRunnerOptions = {
  payload: () => Promise<Payload>
  /** Pause between two passes. */
  intervalMs: number
  log?: (message: string) => void
}

export type JobRunner = {
  /** One pass now: runs the due jobs if no other process is running them. Resolves with whether it held the lock. */
  runOnce: () => Promise<boolean>
  stop: () => Promise<void>
}

/** pg_try_advisory_lock key: any fixed bigint that no other feature uses. */
export const jobsLockKey = 7_260_531_001

/** JOBS_INTERVAL_MS (default 5 s, at least 1 s): how often a process looks for due jobs. */
export function jobsInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.JOBS_INTERVAL_MS ?? 5_000)
  return Number.isFinite(value) && value >= 1_000 ? value : 5_000
}

const pool = poolOf

/** Runs every due job once, under the advisory lock; false when another process holds it. */
export async function runDueJobs(payload: Payload): Promise<boolean> {
  const client = await pool(payload).connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [jobsLockKey])
    if (!rows[0]?.locked) return false
    try {
      // Passes repeat until no due job is left, each at most 20 jobs, so a backlog cannot hold the lock for long.
      for (let batch = 0; batch < 10; batch++) {
        const result = await payload.jobs.run({ limit: 20, queue: 'default' })
        if (!result.jobStatus || Object.keys(result.jobStatus).length < 20) break
      }
      return true
    } finally {
      await client.query('select pg_advisory_unlock($1)', [jobsLockKey])
    }
  } finally {
    client.release()
  }
}

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const log = options.log ?? ((message: string) => console.warn(`[jobs] ${message}`))
  let timer: NodeJS.Timeout | undefined
  let current: Promise<boolean> | undefined
  let stopped = false
  let lastError: string | undefined

  async function pass(): Promise<boolean> {
    try {
      const held = await runDueJobs(await options.payload())
      if (lastError) log('job runner recovered')
      lastError = undefined
      return held
    } catch (error) {
      // A database outage fails every pass the same way: say it once, and again when it changes.
      const message = error instanceof Error ? error.message : String(error)
      if (message !== lastError) log(`job runner pass failed (retrying every ${options.intervalMs} ms): ${message}`)
      lastError = message
      return false
    }
  }

  function runOnce(): Promise<boolean> {
    current ??= pass().finally(() => (current = undefined))
    return current
  }

  function schedule(delayMs: number): void {
    if (stopped) return
    timer = setTimeout(() => void runOnce().finally(() => schedule(options.intervalMs)), delayMs)
    timer.unref()
  }

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
