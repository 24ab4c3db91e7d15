// The mail module's entry for other packages (`@kindred/cms/mail`): the outbox and its worker.
export { deliverDueEmails, deliverEmail, enqueueEmail, type OutgoingEmail } from './outbox'
export { type RetryPolicy } from './policy'
export { startOutboxWorker, workerSettings, type OutboxWorker, type WorkerOptions } from './worker'
