// The reply desk: a staff member writes in `reply` and saves; this hook keeps the text in
// `replies` (with author and time), empties `reply`, marks the message answered, and queues the
// email to the sender in the same transaction as the save. The email is sent once that
// transaction has committed; if sending fails the outbox retry loop sends it later.
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type FieldHook, type PayloadRequest } from 'payload'

import { roleOf } from '../../../access'
import { requestConnection } from '../../../database'
import { deliverAfterCommit, emailDelivery, enqueueEmail, outboxMessageIds } from '../../../mail/outbox'
import { fill, inert, oneLine, quoted } from '../../../mail/template'
import { refusal } from '../../../refusal'

type Row = Record<string, unknown> & { id?: string | null }

/** The longest reply, as the `reply` and `replies.body` fields allow. */
export const replyMaxLength = 8000
const staffId = (req: PayloadRequest) => (roleOf(req) ? (req.user?.id as number) : null)

/**
 * Reply history and answer time are written here only; whatever a caller sends for them is replaced.
 * Every save writes the whole history back, so it must start from the history as committed, not as
 * Payload read it before this save began: the message's row is locked first and the history read
 * again, so saves by two people at once (two replies, or a reply and a status change) take turns
 * and neither drops what the other sent.
 */
export const recordContactReply: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const current = operation === 'update' && originalDoc?.id != null ? await lockedHistory(req, originalDoc.id) : originalDoc
  data.replies = (current?.replies as Row[] | undefined) ?? []
  data.answeredAt = current?.answeredAt ?? null
  const body = typeof data.reply === 'string' ? data.reply.trim() : ''
  // Checked here, before the text moves into the history, so the error names the box it was typed in.
  if (body.length > replyMaxLength) {
    throw new ValidationError({
      collection: 'contact-messages',
      errors: [{ path: 'reply', message: `A reply may be at most ${replyMaxLength.toLocaleString('en-AU')} characters; this one has ${body.length.toLocaleString('en-AU')}.` }],
    })
  }
  data.reply = null
  if (operation !== 'update' || !body) return data

  const to = String(originalDoc?.email ?? data.email)
  // In turn: both reads join the save's transaction, whose one connection runs one statement at a time.
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const emails = await req.payload.findGlobal({ slug: 'emails', depth: 0, req })
  const t = emails.staffReply
  // Unpublished templates would send an empty email: refuse the save with a clear message instead.
  if (!t?.subject || !t.greeting || !t.signOff) throw refusal('The email templates (Emails → Staff reply) are not filled in yet.')
  // The sender's name is their own words in an email from us: any address in it is broken (a name
  // stored before names were checked could read "Visit https://…"), so it is never a link.
  const values = { brand: settings.brandName, name: inert(oneLine(String(originalDoc?.name ?? ''))) }
  // The sender sees the desk's replies to one message as one conversation: each names the earlier ones.
  const earlier = (data.replies as Row[]).map((reply) => Number(reply.emailId)).filter((id) => Number.isInteger(id) && id > 0)
  // A long conversation names its first email and the latest ones (RFC 5322 §3.6.4 allows the trim).
  const thread = trimThread(await outboxMessageIds(req.payload, earlier, req))
  const emailId = await enqueueEmail(
    req.payload,
    {
      kind: 'contact-reply',
      to,
      replyTo: settings.supportEmail || undefined,
      subject: oneLine(fill(t.subject, values)),
      text: replyText(body, String(originalDoc?.message ?? ''), t, values),
      ref: `contact-messages:${originalDoc?.id}`,
      ...(thread.length ? { threadReferences: thread.join(' ') } : {}),
    },
    req,
  )
  const now = new Date().toISOString()
  data.replies = [...(data.replies as Row[]), { body, author: staffId(req), sentAt: now, emailId }]
  data.status = 'answered'
  data.answeredAt = current?.answeredAt ?? now
  const pending = (req.context.contactReplyEmails as number[] | undefined) ?? []
  req.context.contactReplyEmails = [...pending, emailId]
  req.context.contactRepliesQueued = [...((req.context.contactRepliesQueued as number[] | undefined) ?? []), emailId]
  return data
}

const threadMax = 20
const trimThread = (ids: string[]) => (ids.length > threadMax ? [ids[0]!, ...ids.slice(-(threadMax - 1))] : ids)

async function lockedHistory(req: PayloadRequest, id: number | string) {
  const connection = await requestConnection(req.payload, req)
  if (!connection) throw new Error('contact messages are saved in a transaction')
  await connection.query('select 1 from contact_messages where id = $1 for no key update', [id])
  return req.payload.findByID({ collection: 'contact-messages', id, depth: 0, select: { replies: true, answeredAt: true }, overrideAccess: true, req })
}

type ReplyTemplate = { greeting: string; signOff: string; quoteIntro: string }

function replyText(body: string, original: string, t: ReplyTemplate, values: Record<string, string>): string {
  const quote = original ? `\n\n${fill(t.quoteIntro, values)}\n${quoted(original)}` : ''
  return `${fill(t.greeting, values)}\n\n${body}\n\n${fill(t.signOff, values)}${quote}`
}

/** Sends the queued replies once the save has committed (see deliverAfterCommit in mail/outbox.ts). */
export const sendContactReplies: CollectionAfterChangeHook = ({ req }) => {
  const ids = (req.context.contactReplyEmails as number[] | undefined) ?? []
  req.context.contactReplyEmails = []
  for (const id of ids) void deliverAfterCommit(req.payload, id)
}

/**
 * New internal notes get their author and time; existing notes keep theirs. A note is its
 * author's: a colleague cannot reword or remove it under that name (an admin can, to tidy up).
 */
export const stampContactNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.notes)) return data
  const before = new Map(((originalDoc?.notes as Row[] | undefined) ?? []).map((note) => [note.id, note]))
  const after = new Map((data.notes as Row[]).map((note) => [note.id, note]))
  const me = staffId(req)
  const mine = (note: Row) => roleOf(req) === 'admin' || note.author == null || idOf(note.author) === me
  for (const [id, old] of before) {
    const now = after.get(id)
    if (mine(old) || (now && now.text === old.text)) continue
    const message = now ? 'Only the colleague who wrote a note can change it. Add a note of your own instead.' : 'Only the colleague who wrote a note can remove it.'
    throw new ValidationError({ collection: 'contact-messages', errors: [{ path: 'notes', message }] })
  }
  data.notes = (data.notes as Row[]).map((note) => {
    const old = note.id ? before.get(note.id) : undefined
    if (old) return { ...note, author: old.author ?? null, createdAt: old.createdAt ?? null }
    return { ...note, author: me, createdAt: new Date().toISOString() }
  })
  return data
}

/** A relationship's id, populated or not. */
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)

/** Assigning a new message to someone means it is being worked on. */
export const startOnAssignment: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.assignedTo && !originalDoc?.assignedTo && (data.status ?? originalDoc?.status) === 'new') {
    data.status = 'in-progress'
  }
  return data
}

/**
 * A reply's delivery as the desk reads it (the outbox itself is for admins): whether the email
 * reached the mail server, is waiting for a retry and why, or was given up on.
 */
export const replyDelivery: FieldHook = async ({ siblingData, req }) => {
  const id = Number(siblingData?.emailId)
  if (!Number.isInteger(id) || id < 1) return null
  // Queued by this very save: its row is not committed yet, so the outbox (read on a connection of
  // its own, never the save's) cannot see it.
  if ((req.context.contactRepliesQueued as number[] | undefined)?.includes(id)) return 'Being sent.'
  const delivery = await emailDelivery(req.payload, id)
  switch (delivery?.state) {
    case undefined:
      return 'Not in the outbox.'
    case 'sent':
      return 'Sent to the mail server.'
    case 'sending':
      return 'Being sent.'
    case 'retrying':
      return `Not sent yet: attempt ${delivery.attempts} failed (${delivery.lastError}). It is retried automatically.`
    case 'given-up':
      return `Not sent: gave up after ${delivery.attempts} attempts (${delivery.lastError}). Check the address, then reply again.`
  }
}
