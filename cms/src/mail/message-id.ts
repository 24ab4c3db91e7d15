// Each outbox row has one Message-ID for every attempt, so a resend after an ambiguous SMTP failure
// (the server took the message but the answer was lost) is the same message to the receiving side,
// which can drop the duplicate, and the same message to anyone reading the logs.
import { createHash } from 'node:crypto'

/** The domain part of MAIL_FROM (`Kindred <hello@kindred.com.au>` → `kindred.com.au`). */
export function mailDomain(from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from
  const domain = address.split('@')[1]?.trim().toLowerCase()
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'kindred.invalid'
}

/**
 * `<outbox-{id}.{hash}@{domain}>`. The hash of id and creation time keeps ids unique across
 * databases that reuse row numbers (a development database rebuilt, staging beside production).
 */
export function outboxMessageId(id: number, createdAt: Date | string, from: string): string {
  const created = new Date(createdAt).toISOString()
  const hash = createHash('sha256').update(`outbox:${id}:${created}`).digest('hex').slice(0, 16)
  return `<outbox-${id}.${hash}@${mailDomain(from)}>`
}
