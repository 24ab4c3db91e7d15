// The mail module's entry for other packages (`@kindred/cms/mail`): the outbox and its worker.
export { actionEmailHtml, type ActionEmail } from './html'
export { deliverDueEmails, deliverEmail, enqueueEmail, enqueueEmails, type OutgoingEmail } from './outbox'
export { type RetryPolicy } from './policy'
export { startOutboxWorker, workerSettings, type OutboxWorker, type WorkerOptions } from './worker'
