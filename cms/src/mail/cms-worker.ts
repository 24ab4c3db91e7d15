// The CMS process's outbox worker (started by ../instrumentation.ts). Next.js ends the process
// itself on SIGTERM/SIGINT; the worker stops its timer then, and a send cut short stays claimed
// until its lease runs out, when any worker takes it over.
import { getPayload } from 'payload'

import config from '../payload.config'
import { startOutboxWorker, workerSettings, type OutboxWorker } from './worker'

const running = Symbol.for('kindred.cms.outbox-worker')
type WithWorker = typeof globalThis & { [running]?: OutboxWorker }

export function startCmsMailWorker(): void {
  const global = globalThis as WithWorker
  // Development recompiles server code; one worker a process is enough.
  if (global[running]) return
  const worker = startOutboxWorker({ ...workerSettings(), payload: () => getPayload({ config }) })
  global[running] = worker
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void worker.stop())
}
