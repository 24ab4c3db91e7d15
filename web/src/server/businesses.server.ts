// What features other than partners read of businesses and collaborations (accepted proposals):
// which business a member runs, and the two parties of a collaboration. The partners feature owns
// these tables and writes them; these reads are shared here so other features (results, the
// workspace) never import partners, and what they read of a business stays in this file.
import { db, type Queryable } from './db.server'

/** A business as another feature names it: its row, and its public slug and name. */
export type Business = { profileId: number; slug: string; name: string }

/** One side of a collaboration: the business, or (once it has left Kindred) its name and slug as it left. */
export type Party = { profileId: number | null; slug: string; name: string; /** The member who runs it, or null once it has left. */ memberId: number | null }

/** A side of a proposal: the business that sent it (`from`) or the one it was sent to (`to`). */
export type Side = 'from' | 'to'

export type Collaboration = {
  id: number
  /** Only an accepted proposal is a collaboration; any other status is a proposal still (or no longer). */
  accepted: boolean
  /** The caller's own side. */
  own: Business & { memberId: number }
  other: Party
  /** Which side of the proposal the caller's business is. */
  ownSide: Side
}

/** Joins the business whose id is `idColumn` (a column of the caller's statement) as `alias`, when it still exists. */
export const joinBusiness = (alias: string, idColumn: string) => `left join business_profiles ${alias} on ${alias}.id = ${idColumn}`

/** One side of a row that selects `{side}_id`, `{side}_slug`, `{side}_name` and `{side}_member`. */
const partyIn = (row: Record<string, unknown>, prefix: Side | 'other'): Party => ({
  profileId: row[`${prefix}_id`] == null ? null : Number(row[`${prefix}_id`]),
  slug: String(row[`${prefix}_slug`] ?? ''),
  name: String(row[`${prefix}_name`] ?? ''),
  memberId: row[`${prefix}_member`] == null ? null : Number(row[`${prefix}_member`]),
})

/** The business `memberId` runs, or null. */
export async function businessOfMember(memberId: number, client?: Queryable): Promise<Business | null> {
  const { rows } = await (client ?? (await db())).query(`select id, slug, name from business_profiles where member_id = $1`, [memberId])
  const row = rows[0]
  return row ? { profileId: Number(row.id), slug: String(row.slug), name: String(row.name) } : null
}

/**
 * Proposal `id` as seen by `memberId`'s business, or null when there is no such proposal or the
 * member's business is not one of its two parties (who must not learn it exists).
 */
export async function collaborationOf(memberId: number, id: number, client?: Queryable): Promise<Collaboration | null> {
  const { rows } = await (client ?? (await db())).query(
    `select p.id, p.status::text as status,
            f.id as from_id, coalesce(f.slug, p.from_slug) as from_slug, coalesce(f.name, p.from_name) as from_name, f.member_id as from_member,
            t.id as to_id, coalesce(t.slug, p.to_slug) as to_slug, coalesce(t.name, p.to_name) as to_name, t.member_id as to_member
       from proposals p ${joinBusiness('f', 'p.from_id')} ${joinBusiness('t', 'p.to_id')}
      where p.id = $1 and (f.member_id = $2 or t.member_id = $2)`,
    [id, memberId],
  )
  const row = rows[0]
  if (!row) return null
  const side = (prefix: Side) => partyIn(row, prefix)
  const fromIsOwn = Number(row.from_member) === memberId
  const own = side(fromIsOwn ? 'from' : 'to')
  return {
    id: Number(row.id),
    accepted: row.status === 'accepted',
    own: { ...own, profileId: own.profileId!, memberId },
    other: side(fromIsOwn ? 'to' : 'from'),
    ownSide: fromIsOwn ? 'from' : 'to',
  }
}

/**
 * SQL for the member who runs side `sideColumn` ('from' or 'to') of collaboration `idColumn`, or
 * null once that business has left: for a statement that picks whom to email.
 */
export const memberOfSideSql = (idColumn: string, sideColumn: string) =>
  `(select sb.member_id from proposals sp join business_profiles sb on sb.id = case when ${sideColumn}::text = 'from' then sp.from_id else sp.to_id end where sp.id = ${idColumn})`

/** Both parties of each of the proposals `ids` that exist, as partiesOf reads them, by proposal. */
export async function partiesOfMany(ids: number[], client?: Queryable): Promise<Map<number, { from: Party; to: Party }>> {
  if (!ids.length) return new Map()
  const { rows } = await (client ?? (await db())).query(
    `select p.id, f.id as from_id, coalesce(f.slug, p.from_slug) as from_slug, coalesce(f.name, p.from_name) as from_name, f.member_id as from_member,
            t.id as to_id, coalesce(t.slug, p.to_slug) as to_slug, coalesce(t.name, p.to_name) as to_name, t.member_id as to_member
       from proposals p ${joinBusiness('f', 'p.from_id')} ${joinBusiness('t', 'p.to_id')}
      where p.id = any($1::int[])`,
    [ids],
  )
  return new Map(rows.map((row) => [Number(row.id), { from: partyIn(row, 'from'), to: partyIn(row, 'to') }]))
}

/** Both parties of proposal `id` as they stand, whoever asks (for the emails about it), or null. */
export async function partiesOf(id: number, client?: Queryable): Promise<{ from: Party; to: Party } | null> {
  const { rows } = await (client ?? (await db())).query(
    `select f.id as from_id, coalesce(f.slug, p.from_slug) as from_slug, coalesce(f.name, p.from_name) as from_name, f.member_id as from_member,
            t.id as to_id, coalesce(t.slug, p.to_slug) as to_slug, coalesce(t.name, p.to_name) as to_name, t.member_id as to_member
       from proposals p ${joinBusiness('f', 'p.from_id')} ${joinBusiness('t', 'p.to_id')}
      where p.id = $1`,
    [id],
  )
  const row = rows[0]
  if (!row) return null
  return { from: partyIn(row, 'from'), to: partyIn(row, 'to') }
}

/** One of a member's collaborations as a list shows it: its id and the other business. */
export type CollaborationSummary = { id: number; other: Party }

/** The accepted proposals `memberId`'s business is a party to, latest activity first (at most `limit`). */
export async function collaborationsOfMember(memberId: number, limit = 500, client?: Queryable): Promise<CollaborationSummary[]> {
  const { rows } = await (client ?? (await db())).query(
    `select p.id,
            case when f.member_id = $1 then t.id else f.id end as other_id,
            case when f.member_id = $1 then t.member_id else f.member_id end as other_member,
            case when f.member_id = $1 then coalesce(t.slug, p.to_slug) else coalesce(f.slug, p.from_slug) end as other_slug,
            case when f.member_id = $1 then coalesce(t.name, p.to_name) else coalesce(f.name, p.from_name) end as other_name
       from proposals p ${joinBusiness('f', 'p.from_id')} ${joinBusiness('t', 'p.to_id')}
      where p.status = 'accepted' and (f.member_id = $1 or t.member_id = $1)
      order by p.updated_at desc, p.id desc
      limit $2`,
    [memberId, limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    other: partyIn(row, 'other'),
  }))
}
