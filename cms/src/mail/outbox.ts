// The outbox: enqueue inside the caller's work, deliver right after, retry what failed.
// A row is claimed with one atomic UPDATE before sending, so two processes never send it twice;
// a claim older than five minutes (a process that died mid-send) is taken over.
import type { Payload, PayloadRequest } from 'payload'

import { sendMail } from './transport'

export type OutgoingEmail = { kind: string; to: string; subject: string; text: string; html?: string; replyTo?: string; ref?: string }

const maxAttempts = 8
type Pool = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }
const pool = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

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

/** Sends one queued email if nobody else is sending it. Returns true when it went out. */
export async function deliverEmail(payload: Payload, id: number): Promise<boolean> {
  const claimed = await pool(payload).query(
    `update email_outbox set status = 'sending', attempts = attempts + 1, claimed_at = now()
      where id = $1 and (status in ('pending', 'failed') or (status = 'sending' and claimed_at < now() - interval '5 minutes'))
        and attempts < $2
      returning "to", reply_to, subject, text, html, attempts`,
    [id, maxAttempts],
  )
  const row = claimed.rows[0]
  if (!row) return false
  try {
    await sendMail({
      to: String(row.to),
      replyTo: row.reply_to ? String(row.reply_to) : undefined,
      subject: String(row.subject),
      text: String(row.text),
      html: row.html ? String(row.html) : undefined,
    })
    await pool(payload).query(`update email_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [id])
    return true
  } catch (error) {
    const attempts = Number(row.attempts)
    // Exponential back-off: 30 s, 1 min, 2 min, … capped at one hour.
    const delaySeconds = Math.min(3600, 30 * 2 ** (attempts - 1))
    await pool(payload).query(
      `update email_outbox set status = 'failed', last_error = $2, next_attempt_at = now() + ($3 || ' seconds')::interval where id = $1`,
      [id, String(error instanceof Error ? error.message : error).slice(0, 1000), String(delaySeconds)],
    )
    payload.logger.warn(`email ${id} not delivered (attempt ${attempts}): ${error instanceof Error ? error.message : error}`)
    return false
  }
}

/** Retries every queued email that is due. Safe to call from several processes at once. */
export async function deliverDueEmails(payload: Payload, limit = 20): Promise<number> {
  const due = await pool(payload).query(
    `select id from email_outbox
      where attempts < $1 and (
        status = 'pending' or (status = 'failed' and (next_attempt_at is null or next_attempt_at <= now()))
        or (status = 'sending' and claimed_at < now() - interval '5 minutes'))
      order by created_at limit $2`,
    [maxAttempts, limit],
  )
  let sent = 0
  for (const { id } of due.rows) if (await deliverEmail(payload, Number(id))) sent++
  return sent
}
