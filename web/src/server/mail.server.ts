// Mail for the whole site: a feature queues an email inside its transaction (enqueueEmail), then
// asks for it to go out now (deliverNow); the outbox worker this module starts with the server
// (./mail-worker.nitro.ts) retries whatever did not go out (docs/decisions/0034-outbox-worker.md).
import { deliverEmail, enqueueEmail as enqueue, enqueueEmails as enqueueMany, startOutboxWorker, workerSettings, type OutboxWorker, type OutgoingEmail, type WorkerOptions } from '@kindred/cms/mail'

import { oneLine } from '@kindred/cms/template'

import type { Tx } from './db.server'
import { deliveriesInFlight, settleDeliveries, trackDelivery } from './deliveries'
import { payload } from './payload.server'
import { containsLink } from './text-rules'

export type { OutgoingEmail }

/** Queues `email` in the caller's transaction: it exists exactly when the caller's work committed. */
export function enqueueEmail(tx: Tx, email: OutgoingEmail): Promise<number> {
  return enqueue(tx.payload, email, tx.req)
}

/** Queues `emails` in the caller's transaction in one statement; their ids, in order. For runs that queue many at once. */
export function enqueueEmails(tx: Tx, emails: OutgoingEmail[]): Promise<number[]> {
  return enqueueMany(tx, emails)
}

/**
 * Sends a queued email now. A failure is recorded on its row and the worker retries it later; this
 * never rejects, so callers may start it without waiting.
 */
export async function deliverNow(emailId: number): Promise<void> {
  try {
    await deliverEmail(await payload(), emailId)
  } catch (error) {
    // Nothing to answer differently: the row stays claimable and the worker takes it over.
    console.warn(`[mail] email ${emailId}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Sends a committed email in the background: the answer does not wait on SMTP. A failure stays in
 * the outbox, and the outbox worker sends it later.
 */
export function deliverInBackground(emailId: number): void {
  trackDelivery(deliverNow(emailId))
}

/**
 * For runs that queue thousands of emails: sends `emailId` in the background when fewer than `max`
 * sends are on their way, else leaves it queued for the outbox worker (every site process runs one).
 * The run then goes at the database's pace, not SMTP's, and holds no more connections for mail than
 * `max`. True when the send started here.
 */
export function deliverInBackgroundIfRoom(emailId: number, max: number): boolean {
  if (deliveriesInFlight() >= max) return false
  deliverInBackground(emailId)
  return true
}

export { settleDeliveries }

/**
 * Starts an outbox worker in this process with the settings of the environment
 * (MAIL_WORKER_INTERVAL_MS, MAIL_RETRY_*); `overrides` are for tests that need seconds, not minutes.
 */
export function startMailWorker(overrides: Partial<Omit<WorkerOptions, 'payload'>> = {}): OutboxWorker {
  return startOutboxWorker({ ...workerSettings(), payload, ...overrides })
}

/**
 * A member's name as an email names them, or their address when the name carries a link: refused
 * since decision 0091, such a name can only be one stored before then, and no email of ours carries
 * a stranger's link.
 */
export const nameInEmail = (name: string, address: string): string => (containsLink(name) ? address : oneLine(name))
