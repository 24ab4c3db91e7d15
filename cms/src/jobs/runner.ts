// Runs the jobs queue (scheduled publish and unpublish) from the CMS process, so a schedule is
// carried out whether or not anyone has the admin open. Every CMS process starts one; a PostgreSQL
// advisory lock lets one pass at a time run across all of them, because Payload's claim of a job
// (a find, then an update of `processing`) is not atomic and two processes could run it twice.
// Decision 0054.
import type { Payload } from 'payload'

import { startPeriodic, type PeriodicTask } from '../background/periodic'
import { poolOf } from '../database/pool-of'
import { serverEnv, type ServerEnv } from '../env'

export type JobRunnerOptions = {
  payload: () => Promise<Payload>
  /** Pause between two passes. */
  intervalMs: number
  log?: (message: string) => void
}

/** runOnce runs the due jobs if no other process is running them, and resolves with whether it held the lock. */
export type JobRunner = PeriodicTask<boolean>

/** pg_try_advisory_lock key: any fixed bigint that no other feature uses. */
export const jobsLockKey = 7_260_531_001

/** JOBS_INTERVAL_MS (default 5 s, at least 1 s, checked by the environment schema): how often a process looks for due jobs. */
export function jobsInterval(env: Pick<ServerEnv, 'JOBS_INTERVAL_MS'> = serverEnv()): number {
  return env.JOBS_INTERVAL_MS
}

/** Runs every due job once, under the advisory lock; false when another process holds it. */
export async function runDueJobs(payload: Payload): Promise<boolean> {
  const client = await poolOf(payload).connect()
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
  return startPeriodic({
    name: 'job runner',
    intervalMs: options.intervalMs,
    onFailure: false,
    log: options.log ?? ((message: string) => console.warn(`[jobs] ${message}`)),
    pass: async () => runDueJobs(await options.payload()),
  })
}
