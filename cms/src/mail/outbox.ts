// The outbox: enqueue inside the caller's transaction, deliver right after, retry what failed.
// Rows are claimed with `SELECT … FOR UPDATE SKIP LOCKED` inside one UPDATE, so any number of
// processes (site, CMS, several of each) never send one row twice; the claim is a lease, and a row
// a process left `sending` for longer than the lease is taken over (docs/decisions/0034-outbox-worker.md).
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '../database/pool-of'
import { htmlFromText } from './html'
import { outboxMessageId } from './message-id'
import { backoffSeconds, carriesSingleUseLink, clearedBody, retryPolicy, type RetryPolicy } from './policy'
import { mailFrom, sendMail } from './transport'

export type OutgoingEmail = {
  kind: string
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  ref?: string
  /** The Message-IDs of the earlier emails of this conversation, oldest first, space-separated. */
  threadReferences?: string
  /** The one-click unsubscribe link (RFC 8058) of an email the recipient can turn off. */
  unsubscribeUrl?: string
}

/** The outbox works on Payload's own pool. */
const pool = poolOf

type Claimed = {
  id: number
  kind: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  threadReferences?: string
  unsubscribeUrl?: string
  attempts: number
  createdAt: Date
}

export async function enqueueEmail(payload: Payload, email: OutgoingEmail, req?: Partial<PayloadRequest>): Promise<number> {
  const row = await payload.create({
    collection: 'email-outbox',
    data: { ...email, status: 'pending', attempts: 0 },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return row.id
}

/** A connection inside the caller's transaction (node-postgres client or the site's Tx). */
type Sql = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Queues `emails` in one statement on `tx`, the caller's transaction; answers their ids in the
 * order of `emails`. For runs that queue hundreds at a time (the monthly billing, the monthly
 * report), where a Local API create per email would cost more than the run's own work. The rows are
 * what enqueueEmail writes: the collection has no hooks on create.
 */
export async function enqueueEmails(tx: Sql, emails: OutgoingEmail[]): Promise<number[]> {
  if (emails.length === 0) return []
  const column = <K extends keyof OutgoingEmail>(key: K) => emails.map((email) => email[key] ?? null)
  const { rows } = await tx.query(
    `insert into email_outbox (kind, "to", reply_to, subject, text, html, ref, thread_references, unsubscribe_url, status, attempts)
     select e.kind, e.recipient, e.reply_to, e.subject, e.text, e.html, e.ref, e.thread_references, e.unsubscribe_url, 'pending', 0
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         with ordinality as e(kind, recipient, reply_to, subject, text, html, ref, thread_references, unsubscribe_url, position)
      order by e.position
     returning id`,
    [column('kind'), column('to'), column('replyTo'), column('subject'), column('text'), column('html'), column('ref'), column('threadReferences'), column('unsubscribeUrl')],
  )
  // Ids of a serial column come out in insert order, which is `emails`' order.
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}

/**
 * Claims up to `limit` due rows (or row `id` only) for this process: `pending`, `failed` whose
 * back-off has passed, or `sending` past its lease. Rows another process has locked are skipped,
 * not waited for; the UPDATE makes the claim visible to everyone at once.
 */
async function claim(payload: Payload, policy: RetryPolicy, limit: number, id: number | null): Promise<Claimed[]> {
  const { rows } = await pool(payload).query(
    `with due as (
       select id from email_outbox
        where attempts < $1 and ($2::int is null or id = $2)
          and (status = 'pending'
               or (status = 'failed' and (next_attempt_at is null or next_attempt_at <= now()))
               or (status = 'sending' and claimed_at < now() - make_interval(secs => $3)))
        order by coalesce(next_attempt_at, created_at), id
        limit $4
        for update skip locked)
     update email_outbox o set status = 'sending', attempts = o.attempts + 1, claimed_at = now(), updated_at = now()
       from due where o.id = due.id
     returning o.id, o.kind, o."to", o.reply_to, o.subject, o.text, o.html, o.thread_references, o.unsubscribe_url, o.attempts, o.created_at`,
    [policy.maxAttempts, id, policy.leaseSeconds, limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    kind: String(row.kind),
    to: String(row.to),
    replyTo: row.reply_to ? String(row.reply_to) : undefined,
    subject: String(row.subject),
    text: String(row.text),
    html: row.html ? String(row.html) : undefined,
    threadReferences: row.thread_references ? String(row.thread_references) : undefined,
    unsubscribeUrl: row.unsubscribe_url ? String(row.unsubscribe_url) : undefined,
    attempts: Number(row.attempts),
    createdAt: row.created_at as Date,
  }))
}

/**
 * Sends one claimed row and records the outcome. The WHERE on `attempts` fences the result: a
 * process whose lease ran out and was taken over cannot overwrite the newer attempt's record.
 */
async function send(payload: Payload, policy: RetryPolicy, row: Claimed): Promise<boolean> {
  const clear = carriesSingleUseLink(row)
  try {
    // An email written as text only gets its HTML part here, from the same words.
    const html = row.html ?? htmlFromText(row.subject, row.text)
    // A later email of a conversation names the earlier ones, so mail programs show them as one thread.
    const thread = row.threadReferences?.split(' ').filter(Boolean) ?? []
    await sendMail({
      to: row.to,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.text,
      html,
      messageId: outboxMessageId(row.id, row.createdAt, mailFrom()),
      ...(thread.length ? { inReplyTo: thread.at(-1), references: thread } : {}),
      // RFC 8058: mail programs offer "unsubscribe" and post to the link themselves, without cookies.
      ...(row.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${row.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    })
  } catch (error) {
    await recordFailure(payload, policy, row, clear, error)
    return false
  }
  await pool(payload).query(
    `update email_outbox set status = 'sent', sent_at = now(), last_error = null, next_attempt_at = null, updated_at = now(),
            text = coalesce($3, text), html = case when $3::text is null then html end
      where id = $1 and status = 'sending' and attempts = $2`,
    [row.id, row.attempts, clear ? clearedBody : null],
  )
  return true
}

async function recordFailure(payload: Payload, policy: RetryPolicy, row: Claimed, clear: boolean, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
  const last = row.attempts >= policy.maxAttempts
  await pool(payload).query(
    `update email_outbox set status = 'failed', last_error = $3, updated_at = now(),
            next_attempt_at = case when $4::float8 is null then null else now() + make_interval(secs => $4) end,
            text = coalesce($5, text), html = case when $5::text is null then html end
      where id = $1 and status = 'sending' and attempts = $2`,
    [row.id, row.attempts, message, last ? null : backoffSeconds(policy, row.attempts), last && clear ? clearedBody : null],
  )
  payload.logger.warn(`email ${row.id} (${row.kind}) not delivered, attempt ${row.attempts}${last ? ', giving up' : ''}: ${message}`)
}

/** The Message-IDs of queued emails, in the order of `ids` (unknown ids are left out). */
export async function outboxMessageIds(payload: Payload, ids: number[], req?: Partial<PayloadRequest>): Promise<string[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({ collection: 'email-outbox', where: { id: { in: ids } }, select: { createdAt: true }, limit: ids.length, depth: 0, overrideAccess: true, req })
  const created = new Map(docs.map((doc) => [doc.id, doc.createdAt]))
  return ids.flatMap((id) => (created.has(id) ? [outboxMessageId(id, created.get(id)!, mailFrom())] : []))
}

/** Where a queued email stands: sent, on its way, waiting for a retry after a failure, or given up. */
export type Delivery = { state: 'sent' } | { state: 'sending' } | { state: 'retrying'; attempts: number; lastError: string } | { state: 'given-up'; attempts: number; lastError: string }

/** Where email `id` stands, or null while its row is not visible. */
export async function emailDelivery(payload: Payload, id: number): Promise<Delivery | null> {
  const { rows } = await pool(payload).query('select status, attempts, last_error, next_attempt_at from email_outbox where id = $1', [id])
  const row = rows[0]
  if (!row) return null
  if (row.status === 'sent') return { state: 'sent' }
  if (row.status !== 'failed') return { state: 'sending' }
  const failure = { attempts: Number(row.attempts), lastError: String(row.last_error ?? '') }
  return row.next_attempt_at ? { state: 'retrying', ...failure } : { state: 'given-up', ...failure }
}

/** Row `id`'s status, or null while the row is not visible (its transaction is still open, or rolled back). */
export async function emailStatus(payload: Payload, id: number): Promise<string | null> {
  const { rows } = await pool(payload).query('select status from email_outbox where id = $1', [id])
  return rows[0] ? String(rows[0].status) : null
}

/** Sends one queued email now if nobody else has it. True when it went out. */
export async function deliverEmail(payload: Payload, id: number, policy: RetryPolicy = retryPolicy()): Promise<boolean> {
  const [row] = await claim(payload, policy, 1, id)
  return row ? send(payload, policy, row) : false
}

/**
 * Sends an email a hook queued, once the save's transaction has committed. The hook runs inside
 * that transaction, so the row is not yet visible to the claim (its own connection): look for it a
 * few times; once committed, send it; if it never appears the save was rolled back and there is
 * nothing to send. A failed send is left to the outbox's retries.
 */
export async function deliverAfterCommit(payload: Payload, id: number): Promise<void> {
  for (const delayMs of [100, 500, 1500, 5000, 15000]) {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    try {
      const status = await emailStatus(payload, id)
      if (status === null) continue
      if (status === 'pending') await deliverEmail(payload, id)
      return
    } catch (error) {
      payload.logger.warn(`email ${id}: ${String(error)}`)
      return
    }
  }
}

/** One batch of due emails, sent side by side. Returns how many were claimed and how many went out. */
export async function deliverDueEmails(payload: Payload, options: { limit?: number; policy?: RetryPolicy } = {}): Promise<{ claimed: number; sent: number }> {
  const policy = options.policy ?? retryPolicy()
  await abandonStaleLastAttempts(payload, policy)
  const rows = await claim(payload, policy, options.limit ?? 10, null)
  const results = await Promise.all(rows.map((row) => send(payload, policy, row)))
  return { claimed: rows.length, sent: results.filter(Boolean).length }
}

/** A last attempt whose process died mid-send can never be claimed again: mark it failed, for the record. */
async function abandonStaleLastAttempts(payload: Payload, policy: RetryPolicy): Promise<void> {
  await pool(payload).query(
    `update email_outbox set status = 'failed', next_attempt_at = null, updated_at = now(),
            last_error = 'The process sending the last attempt stopped before it finished.'
      where status = 'sending' and attempts >= $1 and claimed_at < now() - make_interval(secs => $2)`,
    [policy.maxAttempts, policy.leaseSeconds],
  )
}
