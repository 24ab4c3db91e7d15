// The collaborations and milestones tables' one owner: a collaboration's workspace state (CONTRACT
// §7), who may change what, and the Collaboration answer. A collaboration is its accepted proposal
// (same id); its row is written when the proposal is accepted (the listener installed by
// install.server.ts), or on first use for one accepted before the workspace existed. Proposals and
// business profiles are only read here, joined, never written.
import { query, transaction, type Queryable, type Row, type Tx } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'
import { commissionRates, recordPlacementFee } from '~/server/ledger.server'

import { draftFor } from './drafts.server'
import { unreadCounts } from './messages.server'
import { agreementSchema, milestoneSchema } from './workspace.schema'
import type { Collaboration, Milestone, Side } from './workspace.options'

export const collaborationNotFound = () => new AppError('not-found', 'We could not find this collaboration.')
const milestoneNotFound = () => new AppError('not-found', 'We could not find this milestone.')
const conflict = (message: string) => new AppError('conflict', message)

/** A path's id: only a positive 32-bit integer can name a collaboration; anything else is unknown. */
export function collaborationId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2 ** 31 - 1) throw collaborationNotFound()
  return Number(value)
}

const iso = (value: unknown) => (value == null ? null : (value as Date).toISOString())

const collaborationColumns = `c.id, c.terms, c.from_confirmed_at, c.to_confirmed_at, c.fixed_at, c.ended_at, c.ended_by::text, c.activity_at,
  r.channel::text, r.offer::text, r.model::text, r.message, r.created_at, r.updated_at,
  to_char(r.start_date at time zone 'UTC', 'YYYY-MM-DD') as start_date, r.from_id, r.to_id,
  coalesce(f.slug, r.from_slug) as from_slug, coalesce(f.name, r.from_name) as from_name,
  coalesce(t.slug, r.to_slug) as to_slug, coalesce(t.name, r.to_name) as to_name`
const collaborationFrom = `from collaborations c join proposals r on r.id = c.id
  left join business_profiles f on f.id = r.from_id left join business_profiles t on t.id = r.to_id`

/** The member's business profile id, or null: a member without one is party to nothing. */
async function ownProfile(client: Queryable, memberId: number): Promise<number | null> {
  const { rows } = await client.query(`select id from business_profiles where member_id = $1`, [memberId])
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * Writes the workspace of accepted proposal `id` unless it has one: the drafted agreement and the
 * channel's usual milestones. Two first uses at once write it once (the second waits on the first's
 * insert and then finds it). Anything but an accepted proposal is left alone.
 */
export async function ensureCollaboration(tx: Tx, id: number): Promise<void> {
  const { rows } = await tx.query(
    `select r.status::text, r.channel::text, r.offer::text, r.model::text, r.answered_at,
            to_char(r.start_date at time zone 'UTC', 'YYYY-MM-DD') as start_date,
            coalesce(f.name, r.from_name) as from_name, coalesce(t.name, r.to_name) as to_name,
            exists (select 1 from collaborations c where c.id = r.id) as started
       from proposals r left join business_profiles f on f.id = r.from_id left join business_profiles t on t.id = r.to_id
      where r.id = $1`,
    [id],
  )
  const row = rows[0]
  if (!row || row.status !== 'accepted' || row.started) return
  const draft = await draftFor(tx, {
    fromName: String(row.from_name ?? ''),
    toName: String(row.to_name ?? ''),
    channel: String(row.channel),
    offer: String(row.offer),
    model: String(row.model),
    startDate: row.start_date ? String(row.start_date) : null,
  })
  const inserted = await tx.query(
    `insert into collaborations (id, proposal_id, terms, activity_at) values ($1, $1, $2, coalesce($3::timestamptz, now()))
     on conflict (proposal_id) do nothing returning id`,
    [id, draft.terms, row.answered_at ?? null],
  )
  if (!inserted.rowCount) return
  if (draft.milestones.length) {
    await tx.query(`insert into milestones (collaboration_id, title, source) select $1, title, 'channel-template' from unnest($2::text[]) with ordinality as m(title, n) order by n`, [
      id,
      draft.milestones,
    ])
  }
}

/**
 * Accepted proposals of the member's business that have no workspace yet (accepted before it
 * existed), at most 50 at a time. Each side is read from its own index of accepted proposals (an
 * `or` of the two sides would read every proposal), and each is checked against the
 * collaborations' key alone.
 */
async function ensureAllOf(memberId: number): Promise<void> {
  const { rows } = await query(
    `with mine as (select id from business_profiles where member_id = $1)
     select id from (
       (select r.id from proposals r where r.from_id = (select id from mine) and r.status = 'accepted' and not exists (select 1 from collaborations c where c.id = r.id))
       union all
       (select r.id from proposals r where r.to_id = (select id from mine) and r.status = 'accepted' and not exists (select 1 from collaborations c where c.id = r.id))
     ) missing order by id limit 50`,
    [memberId],
  )
  if (!rows.length) return
  await transaction(async (tx) => {
    for (const row of rows) await ensureCollaboration(tx, Number(row.id))
  })
}

type Party = { side: Side; profileId: number; row: Row }

/**
 * The collaboration `id` as the member's side sees it, its row locked to the end of `tx` when
 * asked; 404 unless the member's business is one of its two. Its workspace is written first if an
 * older acceptance left it without one.
 */
async function partyTo(tx: Tx, memberId: number, id: number, lock: boolean): Promise<Party> {
  const profileId = await ownProfile(tx, memberId)
  if (profileId === null) throw collaborationNotFound()
  const { rows: owned } = await tx.query(`select 1 from proposals where id = $1 and status = 'accepted' and (from_id = $2 or to_id = $2)`, [id, profileId])
  if (!owned[0]) throw collaborationNotFound()
  await ensureCollaboration(tx, id)
  const { rows } = await tx.query(`select ${collaborationColumns} ${collaborationFrom} where c.id = $1${lock ? ' for update of c' : ''}`, [id])
  const row = rows[0]
  if (!row) throw collaborationNotFound()
  return { side: Number(row.from_id) === profileId ? 'from' : 'to', profileId, row }
}

const slugOf = (row: Row, side: Side) => String(row[`${side}_slug`] ?? '')

function toMilestone(row: Row, collaboration: Row): Milestone {
  return {
    id: Number(row.id),
    title: String(row.title),
    dueDate: row.due_date ? String(row.due_date) : null,
    doneBy: row.done_by ? slugOf(collaboration, row.done_by as Side) : null,
    doneAt: iso(row.done_at),
    confirmedAt: iso(row.confirmed_at),
  }
}

const milestoneColumns = `id, collaboration_id, title, to_char(due_date at time zone 'UTC', 'YYYY-MM-DD') as due_date, done_by::text, done_at, confirmed_at`

/** Collaboration answers for `rows`, each with its milestones (in the order they were added) and unread count. */
async function toCollaborations(client: Queryable, rows: Row[], memberId: number): Promise<Collaboration[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => Number(row.id))
  const [{ rows: milestoneRows }, unread] = await Promise.all([
    client.query(`select ${milestoneColumns} from milestones where collaboration_id = any($1::int[]) order by created_at, id`, [ids]),
    // On the caller's client: a transaction that waited for a second client from the pool could
    // wait forever once every client is held by such transactions.
    unreadCounts(client, memberId, ids),
  ])
  return rows.map((row) => {
    const confirmedBy = (['from', 'to'] as const).filter((side) => row[`${side}_confirmed_at`] != null).map((side) => slugOf(row, side))
    return {
      id: Number(row.id),
      from: { slug: slugOf(row, 'from'), name: String(row.from_name ?? '') },
      to: { slug: slugOf(row, 'to'), name: String(row.to_name ?? '') },
      channel: String(row.channel),
      offer: String(row.offer),
      model: String(row.model),
      message: String(row.message),
      startDate: row.start_date ? String(row.start_date) : null,
      status: row.ended_at ? 'ended' : 'active',
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
      agreement: { terms: String(row.terms), confirmedBy, fixedAt: iso(row.fixed_at) },
      milestones: milestoneRows.filter((milestone) => Number(milestone.collaboration_id) === Number(row.id)).map((milestone) => toMilestone(milestone, row)),
      unread: unread.get(Number(row.id)) ?? 0,
      endedAt: iso(row.ended_at),
    }
  })
}

/**
 * How many collaborations a page holds, GET /api/collaborations's and the dashboard list's alike;
 * older ones follow with `before`. A page's cost follows its size, so it stays small.
 */
export const collaborationsPageSize = 20

/**
 * The member's collaborations, latest activity first, at most `limit`: after collaboration
 * `before` when given (the next page). Paging from a collaboration that is not the member's finds
 * nothing. Each side (the collaborations the business proposed, those it accepted) is cut to the
 * page on its own, from its own index of accepted proposals, and only the page's rows are then
 * read whole: the `or` of the two sides would read and sort every collaboration of the member.
 */
export async function listCollaborations(memberId: number, options: { before?: number | null; limit?: number } = {}): Promise<Collaboration[]> {
  await ensureAllOf(memberId)
  const side = (column: 'from_id' | 'to_id') =>
    `(select c.id, c.activity_at from proposals r join collaborations c on c.id = r.id
       where r.${column} = (select id from mine) and r.status = 'accepted'
         and ($2::int is null or (c.activity_at, c.id) < (select activity_at, id from after))
       order by c.activity_at desc, c.id desc limit $3)`
  const { rows } = await query(
    `with mine as (select id from business_profiles where member_id = $1),
     after as (select b.activity_at, b.id from collaborations b join proposals br on br.id = b.id
                where b.id = $2 and (br.from_id = (select id from mine) or br.to_id = (select id from mine))),
     page as (${side('from_id')} union ${side('to_id')})
     select ${collaborationColumns} from page join collaborations c on c.id = page.id join proposals r on r.id = c.id
       left join business_profiles f on f.id = r.from_id left join business_profiles t on t.id = r.to_id
      order by page.activity_at desc, page.id desc limit $3`,
    [memberId, options.before ?? null, options.limit ?? collaborationsPageSize],
  )
  return toCollaborations({ query }, rows, memberId)
}

/** GET /api/collaborations/{id}. */
export async function getCollaboration(memberId: number, id: number): Promise<Collaboration> {
  return transaction(async (tx) => {
    const { row } = await partyTo(tx, memberId, id, false)
    return (await toCollaborations(tx, [row], memberId))[0]!
  })
}

/** Reads the collaboration again after a change in `tx`, as the change's answer. */
async function reread(tx: Tx, memberId: number, id: number): Promise<Collaboration> {
  const { rows } = await tx.query(`select ${collaborationColumns} ${collaborationFrom} where c.id = $1`, [id])
  return (await toCollaborations(tx, rows, memberId))[0]!
}

const touch = (tx: Tx, id: number) => tx.query(`update collaborations set activity_at = now(), updated_at = now() where id = $1`, [id])

/** A change the two businesses make together: the collaboration locked, refused once it has ended. */
async function change(memberId: number, id: number, work: (tx: Tx, party: Party) => Promise<void>): Promise<Collaboration> {
  return transaction(async (tx) => {
    const party = await partyTo(tx, memberId, id, true)
    if (party.row.ended_at) throw conflict('This collaboration has ended, so nothing in it changes any more.')
    await work(tx, party)
    return reread(tx, memberId, id)
  })
}

/** PUT /api/collaborations/{id}/agreement: new terms, which both sides confirm again. */
export async function saveAgreement(memberId: number, id: number, body: unknown): Promise<Collaboration> {
  const { terms } = parseWith(agreementSchema, body, 'Please correct the agreement.')
  return change(memberId, id, async (tx, { row }) => {
    if (row.fixed_at) throw conflict('Both businesses have confirmed this agreement, so it can no longer change.')
    await tx.query(`update collaborations set terms = $2, from_confirmed_at = null, to_confirmed_at = null, activity_at = now(), updated_at = now() where id = $1`, [id, terms])
  })
}

/**
 * POST /api/collaborations/{id}/agreement/confirm: the member's side agrees to the terms as they
 * are; with the other side's confirmation the agreement is fixed. A second confirmation by the same
 * side (two tabs, a retry) changes nothing: the row is locked, so each side is recorded once.
 */
export async function confirmAgreement(memberId: number, id: number): Promise<Collaboration> {
  // The plans' rates come from the CMS, read before the transaction holds a connection.
  const rates = await commissionRates()
  return change(memberId, id, async (tx, { side, row }) => {
    if (row.fixed_at || row[`${side}_confirmed_at`]) return
    const other: Side = side === 'from' ? 'to' : 'from'
    const fixes = row[`${other}_confirmed_at`] != null
    // The clock, not now(): a transaction that waited on the other side's lock started before that
    // side confirmed, and its now() would date the fixing confirmation before the one it follows.
    await tx.query(
      `with clock as (select clock_timestamp() as at)
       update collaborations set ${side}_confirmed_at = clock.at${fixes ? ', fixed_at = clock.at' : ''}, activity_at = clock.at, updated_at = clock.at
         from clock where id = $1`,
      [id],
    )
    // A paid placement's fee falls due as its agreement is fixed, in the same transaction or not at all.
    if (fixes) await recordPlacementFee(tx, id, rates)
  })
}

/** POST /api/collaborations/{id}/milestones. */
export async function addMilestone(memberId: number, id: number, body: unknown): Promise<Milestone> {
  const data = parseWith(milestoneSchema, body, 'Please correct the milestone.')
  let milestoneId = 0
  const collaboration = await change(memberId, id, async (tx) => {
    const { rows } = await tx.query(`insert into milestones (collaboration_id, title, due_date, source) values ($1, $2, ($3::date)::timestamp at time zone 'UTC', 'member') returning id`, [
      id,
      data.title,
      data.dueDate,
    ])
    milestoneId = Number(rows[0]!.id)
    await touch(tx, id)
  })
  return collaboration.milestones.find((milestone) => milestone.id === milestoneId)!
}

/** The milestone `milestoneId` of collaboration `id`, locked; 404 for any other. */
async function lockMilestone(tx: Tx, id: number, milestoneId: string): Promise<Row> {
  if (!/^[1-9]\d{0,9}$/.test(milestoneId) || Number(milestoneId) > 2 ** 31 - 1) throw milestoneNotFound()
  const { rows } = await tx.query(`select id, done_by::text, done_at, confirmed_at from milestones where id = $1 and collaboration_id = $2 for update`, [Number(milestoneId), id])
  if (!rows[0]) throw milestoneNotFound()
  return rows[0]
}

/** POST …/milestones/{mid}/done: either side; marking it again changes nothing. */
export async function markMilestoneDone(memberId: number, id: number, milestoneId: string): Promise<Collaboration> {
  return change(memberId, id, async (tx, { side }) => {
    const milestone = await lockMilestone(tx, id, milestoneId)
    if (milestone.done_at) return
    await tx.query(`update milestones set done_by = $2, done_at = now(), updated_at = now() where id = $1`, [milestone.id, side])
    await touch(tx, id)
  })
}

/** POST …/milestones/{mid}/confirm: only the side that did not mark it done. */
export async function confirmMilestone(memberId: number, id: number, milestoneId: string): Promise<Collaboration> {
  return change(memberId, id, async (tx, { side }) => {
    const milestone = await lockMilestone(tx, id, milestoneId)
    if (!milestone.done_at) throw conflict('This milestone is not marked done yet.')
    if (milestone.confirmed_at) throw conflict('This milestone is confirmed already.')
    if (milestone.done_by === side) throw new AppError('forbidden', 'The other business confirms a milestone you marked done.')
    await tx.query(`update milestones set confirmed_at = now(), updated_at = now() where id = $1`, [milestone.id])
    await touch(tx, id)
  })
}

/** POST /api/collaborations/{id}/end: either side, once. */
export async function endCollaboration(memberId: number, id: number): Promise<Collaboration> {
  return transaction(async (tx) => {
    const { side, row } = await partyTo(tx, memberId, id, true)
    if (row.ended_at) throw conflict('This collaboration has ended already.')
    await tx.query(`update collaborations set ended_at = now(), ended_by = $2, activity_at = now(), updated_at = now() where id = $1`, [id, side])
    return reread(tx, memberId, id)
  })
}

/**
 * The collaboration `id` locked for a review by the member's side, with both businesses' profile
 * ids (the other's null once it has left): the reviews module writes inside this transaction.
 */
export async function lockForReview(tx: Tx, memberId: number, id: number): Promise<{ reviewer: number; reviewed: number | null; endedAt: Date | null }> {
  const { side, profileId, row } = await partyTo(tx, memberId, id, true)
  const other = side === 'from' ? row.to_id : row.from_id
  return { reviewer: profileId, reviewed: other == null ? null : Number(other), endedAt: (row.ended_at as Date | null) ?? null }
}

/** A fixed agreement for its printable page: the member's side's view, or null (not a party, or not fixed yet: `fixed` false). */
export async function fixedAgreement(memberId: number, id: number): Promise<{ fixed: boolean; collaboration: Collaboration } | null> {
  try {
    const collaboration = await getCollaboration(memberId, id)
    return { fixed: collaboration.agreement.fixedAt !== null, collaboration }
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return null
    throw error
  }
}
