// The CMS process's job runner (started by ../instrumentation.ts), one per process.
import { getPayload } from 'payload'

import config from '../payload.config'
import { jobsInterval, startJobRunner, type JobRunner } from './runner'

const running = Symbol.for('kindred.cms.job-runner')
type WithRunner = typeof globalThis & { [running]?: JobRunner }

export function startCmsJobRunner(): void {
  const global = globalThis as WithRunner
  // Development recompiles server code; one runner a process is enough.
  if (global[running]) return
  const runner = startJobRunner({ payload: () => getPayload({ config }), intervalMs: jobsInterval() })
  global[running] = runner
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void runner.stop())
}
