// The workspace's messages (decision 0106) and what each side of a collaboration has seen of them:
// the only SQL on collaboration_messages and collaboration_sides. A message belongs to a side of
// the proposal (`from`, `to`), so its author's current slug is read through the parties. Each side
// keeps the last message it read (`read_up_to`), the last one it was emailed about
// (`notified_up_to`), when that email was queued (`emailed_at`) and whether it shares its address.
import { collaborationOf, memberOfSideSql, partiesOf, type Collaboration, type Side } from '~/server/businesses.server'
import { db, query, type Queryable, type Tx } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { messagesFrequencySql } from '~/server/notification-settings.server'

export type Message = { id: number; from: string; body: string; createdAt: string }
export type StoredMessage = { id: number; side: Side; body: string; createdAt: Date }

/** Messages a page holds (decision 0106). */
export const pageSize = 50

/** The pause between two emails about one thread to one side (decision 0106: at most one per 10 minutes). */
export const noticeIntervalSeconds = 600

export const otherSide = (side: Side): Side => (side === 'from' ? 'to' : 'from')

export const collaborationNotFound = () => new AppError('not-found', 'We could not find that collaboration.')

/** The collaboration as `memberId` sees it; 404 for anyone not a party, and for a proposal never accepted. */
export async function partyTo(memberId: number, id: number, client?: Queryable): Promise<Collaboration> {
  const found = await collaborationOf(memberId, id, client)
  if (!found || !found.accepted) throw collaborationNotFound()
  return found
}

/** The slug shown as a message's author: the business of that side as it is now. */
export const slugOfSide = (collaboration: Collaboration, side: Side) => (side === collaboration.ownSide ? collaboration.own.slug : collaboration.other.slug)

const toStored = (row: Record<string, unknown>): StoredMessage => ({ id: Number(row.id), side: row.side as Side, body: String(row.body), createdAt: row.created_at as Date })

export const toMessage = (collaboration: Collaboration, message: StoredMessage): Message => ({
  id: message.id,
  from: slugOfSide(collaboration, message.side),
  body: message.body,
  createdAt: message.createdAt.toISOString(),
})

/** Both sides' rows, made on first use; concurrent first uses meet on the unique index. */
async function ensureSides(client: Queryable, collaborationId: number): Promise<void> {
  await client.query(
    `insert into collaboration_sides (collaboration_id, side, read_up_to, notified_up_to, share_email, updated_at, created_at)
     values ($1, 'from', 0, 0, false, now(), now()), ($1, 'to', 0, 0, false, now(), now())
     on conflict (collaboration_id, side) do nothing`,
    [collaborationId],
  )
}

/** Stores a message of `side` in the caller's transaction; the author has read everything up to it. */
export async function insertMessage(tx: Tx, collaborationId: number, side: Side, body: string): Promise<StoredMessage> {
  await ensureSides(tx, collaborationId)
  const { rows } = await tx.query(
    `insert into collaboration_messages (collaboration_id, side, body, updated_at, created_at) values ($1, $2, $3, now(), now())
     returning id, side::text as side, body, created_at`,
    [collaborationId, side, body],
  )
  const message = toStored(rows[0]!)
  await tx.query(`update collaboration_sides set read_up_to = greatest(read_up_to, $3), updated_at = now() where collaboration_id = $1 and side = $2`, [collaborationId, side, message.id])
  return message
}

export type SideState = { readUpTo: number; shareEmail: boolean }
export type ThreadState = { newest: number; sides: Record<Side, SideState> }

/** The newest message's id (0 for none) and both sides' read position and sharing choice. */
export async function threadState(collaborationId: number, client?: Queryable): Promise<ThreadState> {
  const { rows } = await (client ?? (await db())).query(
    `select coalesce((select max(id) from collaboration_messages where collaboration_id = $1), 0) as newest,
            s.side::text as side, s.read_up_to, s.share_email
       from (select 1) one left join collaboration_sides s on s.collaboration_id = $1`,
    [collaborationId],
  )
  const sides: Record<Side, SideState> = { from: { readUpTo: 0, shareEmail: false }, to: { readUpTo: 0, shareEmail: false } }
  for (const row of rows) if (row.side) sides[row.side as Side] = { readUpTo: Number(row.read_up_to), shareEmail: row.share_email === true }
  return { newest: Number(rows[0]?.newest ?? 0), sides }
}

/** Up to `pageSize` messages before message `before` (or the newest), oldest first. */
export async function messagesPage(collaborationId: number, before: number | null): Promise<StoredMessage[]> {
  const { rows } = await query(
    `select id, side::text as side, body, created_at from collaboration_messages
      where collaboration_id = $1 and ($2::int is null or id < $2) order by id desc limit $3`,
    [collaborationId, before, pageSize],
  )
  return rows.map(toStored).reverse()
}

/** `side` has read everything up to message `upTo` (never moves back). */
export async function markRead(collaborationId: number, side: Side, upTo: number): Promise<void> {
  const client = await db()
  await ensureSides(client, collaborationId)
  await client.query(`update collaboration_sides set read_up_to = $3, updated_at = now() where collaboration_id = $1 and side = $2 and read_up_to < $3`, [collaborationId, side, upTo])
}

/** Messages to `side` it has not read: a collaboration's `unread`, read from after its read position only. */
export async function unreadOf(collaborationId: number, side: Side, client?: Queryable): Promise<number> {
  const { rows } = await (client ?? (await db())).query(
    `select count(*)::int as n from collaboration_messages m
      where m.collaboration_id = $1 and m.side::text <> $2::text
        and m.id > coalesce((select read_up_to from collaboration_sides where collaboration_id = $1 and side::text = $2::text), 0)::int`,
    [collaborationId, side],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Sets whether `side` shares its email address with the other side. */
export async function setShareEmail(collaborationId: number, side: Side, share: boolean): Promise<void> {
  const client = await db()
  await ensureSides(client, collaborationId)
  await client.query(`update collaboration_sides set share_email = $3, updated_at = now() where collaboration_id = $1 and side = $2`, [collaborationId, side, share])
}

/** A thread with messages for `side` that it has neither read nor been emailed about. */
export type PendingNotice = { collaborationId: number; side: Side; memberId: number; frequency: string; emailedAt: Date | null }

/**
 * Every side with messages it has neither read nor been emailed about, written before `cutoff`,
 * with the member who runs it and their choice for messages.
 */
export async function pendingNotices(cutoff: Date): Promise<PendingNotice[]> {
  const { rows } = await query(
    `select * from (
       select s.collaboration_id, s.side::text as side, s.emailed_at, ${memberOfSideSql('s.collaboration_id', 's.side')} as member_id
         from collaboration_sides s
        where exists (select 1 from collaboration_messages m
                       where m.collaboration_id = s.collaboration_id and m.side::text <> s.side::text
                         and m.id > greatest(s.notified_up_to, s.read_up_to) and m.created_at < $1)) pending
      where member_id is not null`,
    [cutoff],
  )
  const withFrequency = rows.length
    ? await query(`select u.member_id as id, ${messagesFrequencySql('u.member_id')} as frequency from unnest($1::int[]) as u(member_id)`, [[...new Set(rows.map((row) => Number(row.member_id)))]])
    : { rows: [] }
  const frequency = new Map(withFrequency.rows.map((row) => [Number(row.id), String(row.frequency)]))
  return rows.map((row) => ({
    collaborationId: Number(row.collaboration_id),
    side: row.side as Side,
    memberId: Number(row.member_id),
    frequency: frequency.get(Number(row.member_id)) ?? 'instant',
    emailedAt: (row.emailed_at as Date | null) ?? null,
  }))
}

/**
 * Claims the messages of a thread that `side` should now be emailed about, in the caller's
 * transaction: those after both what it read and what it was emailed about, written before
 * `cutoff`. With `pausedUntil` (an instant email) nothing is claimed while the side's last email
 * is more recent than the pause: the row lock and that condition make two claims at once take
 * turns, and the second finds nothing. The claimed messages are marked emailed.
 */
export async function claimNotice(tx: Tx, collaborationId: number, side: Side, options: { now: Date; cutoff: Date; paused: boolean }): Promise<StoredMessage[]> {
  await ensureSides(tx, collaborationId)
  const { rows: locked } = await tx.query(`select notified_up_to, read_up_to, emailed_at from collaboration_sides where collaboration_id = $1 and side = $2 for update`, [collaborationId, side])
  const state = locked[0]!
  const emailedAt = state.emailed_at as Date | null
  if (options.paused && emailedAt && emailedAt.getTime() > options.now.getTime() - noticeIntervalSeconds * 1000) return []
  const { rows } = await tx.query(
    `select id, side::text as side, body, created_at from collaboration_messages
      where collaboration_id = $1 and side <> $2 and id > $3 and created_at < $4 order by id`,
    [collaborationId, side, Math.max(Number(state.notified_up_to), Number(state.read_up_to)), options.cutoff],
  )
  const messages = rows.map(toStored)
  if (!messages.length) return []
  await tx.query(`update collaboration_sides set notified_up_to = $3, emailed_at = $4, updated_at = now() where collaboration_id = $1 and side = $2`, [
    collaborationId,
    side,
    messages.at(-1)!.id,
    options.now,
  ])
  return messages
}

/** Messages to business `businessId` in collaboration `collaborationId` that it has not read (0 for anyone else). */
export async function unreadCount(collaborationId: number, businessId: number): Promise<number> {
  const parties = await partiesOf(collaborationId)
  const side: Side | null = parties?.from.profileId === businessId ? 'from' : parties?.to.profileId === businessId ? 'to' : null
  return side ? unreadOf(collaborationId, side) : 0
}

/**
 * For each of `collaborationIds` the member is party to, the messages to the member's side it has
 * not read: one query whatever the number of collaborations (the list page asks for all of them).
 * Each side's read position is found once and the thread is read only after it (the
 * (collaboration_id, id) index; the position is stored as numeric, so it is compared as an integer
 * or the index cannot bound the range), so a long thread the member has read costs what a short
 * one does.
 */
export async function unreadCounts(client: Queryable, memberId: number, collaborationIds: number[]): Promise<Map<number, number>> {
  if (collaborationIds.length === 0) return new Map()
  const { rows } = await client.query(
    `with own as (
       select r.id, case when f.member_id = $1 then 'from' else 'to' end as side
         from proposals r
         left join business_profiles f on f.id = r.from_id
         left join business_profiles t on t.id = r.to_id
        where r.id = any($2::int[]) and (f.member_id = $1 or t.member_id = $1)
     )
     select own.id, unread.n
       from own
       left join collaboration_sides s on s.collaboration_id = own.id and s.side::text = own.side
       cross join lateral (
         select count(*)::int as n from collaboration_messages m
          where m.collaboration_id = own.id and m.id > coalesce(s.read_up_to, 0)::int and m.side::text <> own.side
       ) unread
      where unread.n > 0`,
    [memberId, collaborationIds],
  )
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]))
}
