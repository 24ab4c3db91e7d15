// Mail for the whole site: features queue an email inside their transaction (enqueueEmail from
// the outbox), then ask for it to go out now; the outbox worker this module starts at server
// start-up (./mail-worker.nitro.ts) retries whatever did not (docs/decisions/0034-outbox-worker.md).
import { deliverEmail, startOutboxWorker, workerSettings, type OutboxWorker, type WorkerOptions } from '@kindred/cms/mail'

import { payload } from './payload.server'

export { enqueueEmail, type OutgoingEmail } from '@kindred/cms/mail'

/**
 * Starts an outbox worker in this process with the settings of the environment
 * (MAIL_WORKER_INTERVAL_MS, MAIL_RETRY_*); `overrides` are for tests that need seconds, not minutes.
 */
export function startMailWorker(overrides: Partial<Omit<WorkerOptions, 'payload'>> = {}): OutboxWorker {
  return startOutboxWorker({ ...workerSettings(), payload, ...overrides })
}

/** Sends a queued email now. A failure is recorded on its row and the worker retries it later. */
export async function deliverNow(emailId: number): Promise<void> {
  const cms = await payload()
  try {
    await deliverEmail(cms, emailId)
  } catch (error) {
    // The row stays claimable: the worker takes it over after its lease.
    cms.logger.warn(`email ${emailId}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
