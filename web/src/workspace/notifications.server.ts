// The emails about workspace messages (decision 0106), as each member chose (/auth/notifications):
// - `instant`: a new message is emailed at once unless this thread emailed this side in the last
//   10 minutes; what waits is sent by the periodic pass once the 10 minutes are over (or not at
//   all when it was read meanwhile). Each email covers every message not yet read or emailed.
// - `daily`: one digest at 8 am Melbourne time of what arrived before 8 am, queued in the same
//   transaction as the (member, day) row of notification_digests (the only SQL on that table):
//   its unique index makes it once a day whatever the number of processes or restarts.
// - `off`: none. Messages keep waiting, so switching back later emails what was not read.
// Every email quotes the members' words, links only to our own pages and carries a one-click
// unsubscribe. Decision 0106.
import type { Email } from '@kindred/cms/types'
import { fill, oneLine, subjectLine } from '@kindred/cms/template'

import { partiesOf, type Party, type Side } from '~/server/businesses.server'
import { emailCopy } from '~/server/copy.server'
import { transaction, type Tx } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { enqueueEmail, nameInEmail } from '~/server/mail.server'
import { findMemberContacts } from '~/server/members.server'
import { notificationSettingsOf } from '~/server/notification-settings.server'
import { unsubscribeUrl } from '~/server/unsubscribe.server'

import { claimNotice, otherSide, pendingNotices, type StoredMessage } from './messages.server'

type Copy = { templates: Email; brand: string }

const melbourne = 'Australia/Melbourne'

/** The Melbourne calendar day of `at`, YYYY-MM-DD. */
export const melbourneDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: melbourne }).format(at)

/** The Melbourne hour of `at`, 0–23. */
const melbourneHour = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: melbourne, hour: '2-digit', hourCycle: 'h23' }).format(at))

/** 8 am Melbourne time on the Melbourne day of `at`, as an instant (daylight saving included). */
export function digestTime(at: Date): Date {
  const [year, month, date] = melbourneDay(at).split('-').map(Number) as [number, number, number]
  // Melbourne is 10 hours ahead of UTC, or 11 in daylight saving: the one that gives 8 am is right.
  for (const offset of [10, 11]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, 8 - offset))
    if (melbourneHour(candidate) === 8) return candidate
  }
  throw new Error(`no 8 am in Melbourne on ${melbourneDay(at)}`)
}

/** A member's words as a quotation: every line marked `> `, so they cannot pass for the email's own. */
const quoted = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n')

const workspaceLink = (collaborationId: number) => `${publicUrl()}/dashboard/collaborations/${collaborationId}`
const settingsLink = () => `${publicUrl()}/dashboard/settings/notifications`

/** A business's name as an email shows it: its slug when the name carries a link (decision 0091). */
const businessName = (party: Party) => nameInEmail(party.name, party.slug)

/** The recipient's address and first name, or null once the member is gone. */
async function recipientOf(tx: Tx, memberId: number) {
  const found = (await findMemberContacts([memberId], tx)).get(memberId)
  return found ? { email: found.email, name: nameInEmail(found.firstName, found.email) } : null
}

/** Queues the email about `messages` from `sender` to member `memberId`; returns its outbox id. */
async function queueNotice(tx: Tx, copy: Copy, collaborationId: number, memberId: number, sender: Party, messages: StoredMessage[]): Promise<number | null> {
  const recipient = await recipientOf(tx, memberId)
  if (!recipient) return null
  const t = copy.templates.messageNotice
  const values = {
    recipient: recipient.name,
    from: oneLine(businessName(sender)),
    messages: messages.map((message) => quoted(message.body)).join('\n\n'),
    link: workspaceLink(collaborationId),
    settings: settingsLink(),
    brand: copy.brand,
  }
  return enqueueEmail(tx, {
    kind: 'workspace-message',
    to: recipient.email,
    subject: subjectLine(fill(t.subject, values)),
    text: fill(t.body, values),
    ref: `proposals:${collaborationId}`,
    unsubscribeUrl: unsubscribeUrl(memberId, 'messages'),
  })
}

/**
 * After a message of `senderSide` was stored (in the caller's transaction): the email to the
 * other side, when it wants them at once and its last one for this thread is 10 minutes old.
 * Returns the outbox id to deliver once committed, or null. Copy is loaded before the transaction.
 */
export async function noticeNow(tx: Tx, copy: Copy, collaborationId: number, senderSide: Side, now = new Date()): Promise<number | null> {
  const parties = await partiesOf(collaborationId, tx)
  const recipientSide = otherSide(senderSide)
  const memberId = parties?.[recipientSide].memberId
  if (!parties || !memberId) return null
  if ((await notificationSettingsOf(memberId, tx)).messages !== 'instant') return null
  // The cutoff is a moment after now: the message just stored counts.
  const messages = await claimNotice(tx, collaborationId, recipientSide, { now, cutoff: new Date(now.getTime() + 60_000), paused: true })
  return messages.length ? queueNotice(tx, copy, collaborationId, memberId, parties[senderSide], messages) : null
}

export const loadNoticeCopy = emailCopy

/**
 * One pass of the periodic work (every NOTIFICATIONS_INTERVAL_MS in each site process): the
 * instant emails whose 10-minute pause is over, and from 8 am Melbourne time the daily digests of
 * that day. Safe to run in any number of processes at once. Returns the outbox ids queued.
 */
export async function runNotifications(now = new Date()): Promise<number[]> {
  const copy = await emailCopy()
  const queued: number[] = []
  const instant = await pendingNotices(new Date(now.getTime() + 60_000))
  for (const notice of instant.filter((pending) => pending.frequency === 'instant')) {
    const id = await transaction(async (tx) => {
      const parties = await partiesOf(notice.collaborationId, tx)
      if (!parties) return null
      const messages = await claimNotice(tx, notice.collaborationId, notice.side, { now, cutoff: new Date(now.getTime() + 60_000), paused: true })
      return messages.length ? queueNotice(tx, copy, notice.collaborationId, notice.memberId, parties[otherSide(notice.side)], messages) : null
    })
    if (id !== null) queued.push(id)
  }
  if (melbourneHour(now) >= 8) queued.push(...(await runDigests(copy, now)))
  return queued
}

/** The daily digests due at `now`: each member with messages from before today's 8 am gets one. */
async function runDigests(copy: Copy, now: Date): Promise<number[]> {
  const cutoff = digestTime(now)
  const day = melbourneDay(now)
  const pending = (await pendingNotices(cutoff)).filter((notice) => notice.frequency === 'daily')
  const byMember = new Map<number, typeof pending>()
  for (const notice of pending) byMember.set(notice.memberId, [...(byMember.get(notice.memberId) ?? []), notice])
  const queued: number[] = []
  for (const [memberId, threads] of byMember) {
    const id = await transaction(async (tx) => {
      // Whoever inserts the day's row sends the digest; a second runner waits on the unique index
      // until the first commits, then finds it and sends nothing.
      const { rows } = await tx.query(`insert into notification_digests (member_id, day) values ($1, $2) on conflict (member_id, day) do nothing returning id`, [memberId, day])
      if (!rows[0]) return null
      const sections: { sender: Party; collaborationId: number; messages: StoredMessage[] }[] = []
      for (const thread of threads) {
        const parties = await partiesOf(thread.collaborationId, tx)
        if (!parties) continue
        const messages = await claimNotice(tx, thread.collaborationId, thread.side, { now, cutoff, paused: false })
        if (messages.length) sections.push({ sender: parties[otherSide(thread.side)], collaborationId: thread.collaborationId, messages })
      }
      if (!sections.length) return null
      return queueDigest(tx, copy, memberId, sections)
    })
    if (id !== null) queued.push(id)
  }
  return queued
}

async function queueDigest(tx: Tx, copy: Copy, memberId: number, sections: { sender: Party; collaborationId: number; messages: StoredMessage[] }[]): Promise<number | null> {
  const recipient = await recipientOf(tx, memberId)
  if (!recipient) return null
  const t = copy.templates.messageDigest
  const count = sections.reduce((total, section) => total + section.messages.length, 0)
  const threads = sections
    .map((section) => {
      const heading = fill(t.thread, { from: oneLine(businessName(section.sender)), count: String(section.messages.length), link: workspaceLink(section.collaborationId) })
      return [heading, ...section.messages.map((message) => quoted(message.body))].join('\n\n')
    })
    .join('\n\n')
  const values = { recipient: recipient.name, count: String(count), threads, settings: settingsLink(), brand: copy.brand }
  return enqueueEmail(tx, {
    kind: 'workspace-digest',
    to: recipient.email,
    subject: subjectLine(fill(t.subject, values)),
    text: fill(t.body, values),
    ref: `members:${memberId}`,
    unsubscribeUrl: unsubscribeUrl(memberId, 'messages'),
  })
}
