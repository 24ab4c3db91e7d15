// The members table's one owner: every read and write of members by any feature is here.
// Column lists are explicit so a secret column can never leak through a `select *`.
import { db, type Queryable, type Row, type Tx } from './db.server'

import { planInForce, type Billing, type MemberPlan, type PlanStatus, type StoredPlan, type User } from './member'

/** The public columns, prefixed `m.` so the same list serves the joins below. */
export const memberColumns = `m.id, m.email, m.first_name, m.last_name, m.email_verified, m.phone, m.business_type,
  m.organisation_name, m.organisation_business_type, m.created_at, m.updated_at,
  m.plan, m.plan_status, m.billing, m.trial_ends_at, m.renews_at`

// Other tables' statements that need their member (a session's, a business's) embed these pieces
// rather than naming the table: what they read of a member stays in this file.

/** Joins the member whose id is `memberId` (a column of the caller's statement) as `m`. */
export const joinMember = (memberId: string) => `join members m on m.id = ${memberId}`

/** What a partner card shows of its member (joined as `m`): whether the address is verified, and since when (Melbourne's date). */
export const memberStandingColumns = `m.email_verified,
  to_char(m.created_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD') as member_since`

/**
 * A subquery for member `id` while it still has the password hash `passwordHash` (any, when that
 * parameter is null), held `for share`: the statement waits for a reset or a deletion in progress
 * on the member and then sees its outcome. `id` and `passwordHash` are the caller's parameters ($n).
 */
export const memberUnchangedSince = (id: string, passwordHash: string) => `select id from members where id = ${id} and (${passwordHash}::text is null or password_hash = ${passwordHash}) for share`

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()
const text = (value: unknown) => (value == null || value === '' ? null : String(value))
const moment = (value: unknown) => (value == null ? null : iso(value))

const planOf = (row: Row): MemberPlan =>
  planInForce({
    slug: String(row.plan),
    status: String(row.plan_status) as PlanStatus,
    billing: String(row.billing) as Billing,
    trialEndsAt: moment(row.trial_ends_at),
    renewsAt: moment(row.renews_at),
  })

export function toUser(row: Row): User {
  const organisationName = text(row.organisation_name)
  const organisationType = text(row.organisation_business_type)
  return {
    id: Number(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    emailVerified: Boolean(row.email_verified),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    phone: text(row.phone),
    businessType: text(row.business_type),
    organisation: organisationName || organisationType ? { name: organisationName, businessType: organisationType } : null,
    plan: planOf(row),
  }
}

/** Emails are compared and stored trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function findMemberById(id: number, client?: Queryable): Promise<User | null> {
  const { rows } = await (client ?? (await db())).query(`select ${memberColumns} from members m where m.id = $1`, [id])
  return rows[0] ? toUser(rows[0]) : null
}

/** The members `ids` that exist, by id (for runs that read many at once). */
export async function findMembersByIds(ids: number[], client?: Queryable): Promise<Map<number, User>> {
  if (!ids.length) return new Map()
  const { rows } = await (client ?? (await db())).query(`select ${memberColumns} from members m where m.id = any($1::int[])`, [ids])
  return new Map(rows.map((row) => [Number(row.id), toUser(row)]))
}

/**
 * How to reach each of these members: names and email, for the partner of an accepted
 * collaboration only (the two businesses agreed to work together; the directory never shows either).
 */
export async function findMemberContacts(ids: number[], client?: Queryable): Promise<Map<number, Pick<User, 'firstName' | 'lastName' | 'email'>>> {
  if (!ids.length) return new Map()
  const { rows } = await (client ?? (await db())).query(`select m.id, m.first_name, m.last_name, m.email from members m where m.id = any($1::int[])`, [ids])
  return new Map(rows.map((row) => [Number(row.id), { firstName: String(row.first_name), lastName: String(row.last_name), email: String(row.email) }]))
}

/** The login lookup: the public user plus the password hash, which stays in server code. */
export async function findCredentials(email: string): Promise<{ user: User; passwordHash: string | null } | null> {
  const { rows } = await (await db()).query(`select ${memberColumns}, m.password_hash from members m where m.email = $1`, [normaliseEmail(email)])
  const row = rows[0]
  return row ? { user: toUser(row), passwordHash: text(row.password_hash) } : null
}

export type NewMember = { email: string; firstName: string; lastName: string; passwordHash: string | null; organisationName?: string | null; emailVerified?: boolean; googleSub?: string | null }

/** Inserts a member; returns null when the email (or Google account) is already taken. */
export async function insertMember(client: Queryable, member: NewMember): Promise<User | null> {
  const { rows } = await client.query(
    `insert into members as m (email, first_name, last_name, password_hash, organisation_name, email_verified, google_sub)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict do nothing
     returning ${memberColumns}`,
    [normaliseEmail(member.email), member.firstName, member.lastName, member.passwordHash, member.organisationName ?? null, member.emailVerified ?? false, member.googleSub ?? null],
  )
  return rows[0] ? toUser(rows[0]) : null
}

export type ProfileChanges = {
  firstName?: string
  lastName?: string
  phone?: string | null
  businessType?: string | null
  organisation?: { name?: string | null; businessType?: string | null } | null
}

/** Applies only the fields present; `organisation: null` clears both organisation fields. */
export async function updateProfile(id: number, changes: ProfileChanges): Promise<User | null> {
  const sets: string[] = []
  const params: unknown[] = [id]
  const set = (column: string, value: unknown) => {
    params.push(value)
    sets.push(`${column} = $${params.length}`)
  }
  if (changes.firstName !== undefined) set('first_name', changes.firstName)
  if (changes.lastName !== undefined) set('last_name', changes.lastName)
  if (changes.phone !== undefined) set('phone', changes.phone || null)
  if (changes.businessType !== undefined) set('business_type', changes.businessType || null)
  if (changes.organisation === null) {
    set('organisation_name', null)
    set('organisation_business_type', null)
  } else if (changes.organisation) {
    if (changes.organisation.name !== undefined) set('organisation_name', changes.organisation.name || null)
    if (changes.organisation.businessType !== undefined) set('organisation_business_type', changes.organisation.businessType || null)
  }
  const { rows } = await (await db()).query(`update members as m set ${[...sets, 'updated_at = now()'].join(', ')} where m.id = $1 returning ${memberColumns}`, params)
  return rows[0] ? toUser(rows[0]) : null
}

async function updateReturning(client: Queryable | undefined, sql: string, params: unknown[]): Promise<User | null> {
  const { rows } = await (client ?? (await db())).query(sql, params)
  return rows[0] ? toUser(rows[0]) : null
}

export const markEmailVerified = (id: number, client?: Queryable) =>
  updateReturning(client, `update members as m set email_verified = true, updated_at = now() where m.id = $1 returning ${memberColumns}`, [id])

/**
 * Holds the members' rows until `tx` ends against their deletion only (key-share locks: sign-ins
 * and other writes to the rows go on). A write that also locks rows a deletion removes (a business
 * profile, a proposal) holds its members first, the order a deletion takes them in, so the two take
 * turns rather than each holding what the other waits for (a deadlock). Answers the ids still there.
 */
export async function holdMembers(tx: Queryable, ids: number[]): Promise<Set<number>> {
  const { rows } = await tx.query('select id from members where id = any($1::int[]) order by id for key share', [ids])
  return new Set(rows.map((row) => Number(row.id)))
}

/**
 * Gives an account without a business type the one its business profile names: the account's and
 * the directory's "business type" are one question to the member, asked twice. A type the member
 * chose for the account stays.
 */
export async function adoptBusinessType(client: Queryable, id: number, businessType: string): Promise<void> {
  await client.query('update members set business_type = $2, updated_at = now() where id = $1 and business_type is null', [id, businessType])
}

/** Sets a new password hash; the link that allowed it also proves the address. */
export const setPassword = (id: number, passwordHash: string, client?: Queryable) =>
  updateReturning(client, `update members as m set password_hash = $2, email_verified = true, updated_at = now() where m.id = $1 returning ${memberColumns}`, [id, passwordHash])

export async function findMemberByGoogleSub(sub: string): Promise<User | null> {
  const { rows } = await (await db()).query(`select ${memberColumns} from members m where m.google_sub = $1`, [sub])
  return rows[0] ? toUser(rows[0]) : null
}

/** The account holding `email`, locked for the rest of the transaction (Google linking). */
export async function lockMemberByEmail(email: string, client: Queryable): Promise<{ id: number; emailVerified: boolean; googleSub: string | null } | null> {
  const { rows } = await client.query(`select m.id, m.email_verified, m.google_sub from members m where m.email = $1 for update`, [normaliseEmail(email)])
  const row = rows[0]
  return row ? { id: Number(row.id), emailVerified: Boolean(row.email_verified), googleSub: text(row.google_sub) } : null
}

/**
 * Links a Google identity. Linking to an address never verified drops its password: whoever
 * registered it first never proved it was theirs (account pre-hijacking).
 */
export async function linkGoogleAccount(id: number, sub: string, client: Queryable): Promise<User> {
  const { rows } = await client.query(
    `update members as m set google_sub = $2, email_verified = true,
       password_hash = case when m.email_verified then m.password_hash else null end, updated_at = now()
     where m.id = $1 returning ${memberColumns}`,
    [id, sub],
  )
  return toUser(rows[0]!)
}

/**
 * Deletes a member inside `tx`, through the Local API so the collection's own hooks (its queued and
 * sent emails) run in the same transaction. Its sessions and tokens go by ON DELETE CASCADE, its
 * contact messages stay with the link cleared. False when the member no longer exists.
 */
export async function deleteMember(tx: Tx, id: number): Promise<boolean> {
  // Locked first: Payload finds the row, then deletes it, and a second deletion that found it before
  // the first committed would delete nothing yet report it deleted (a second confirmation email).
  const { rows } = await tx.query(`select id from members where id = $1 for update`, [id])
  if (rows.length === 0) return false
  const { docs } = await tx.payload.delete({ collection: 'members', where: { id: { equals: id } }, overrideAccess: true, depth: 0, req: tx.req })
  return docs.length === 1
}

/** The stored plan of the member who runs business `profileId` (null when there is none): whose rate a payment of that business bears. */
export async function planOfBusiness(client: Queryable, profileId: number): Promise<MemberPlan | null> {
  const { rows } = await client.query(`select m.plan, m.plan_status, m.billing, m.trial_ends_at, m.renews_at from members m join business_profiles b on b.member_id = m.id where b.id = $1`, [
    profileId,
  ])
  const row = rows[0]
  if (!row) return null
  return { slug: String(row.plan), status: String(row.plan_status) as PlanStatus, billing: String(row.billing) as Billing, trialEndsAt: moment(row.trial_ends_at), renewsAt: moment(row.renews_at) }
}

const storedPlanColumns = `m.plan, m.plan_status, m.billing, m.trial_ends_at, m.renews_at, m.trial_used`

/** The member's stored plan, locked for the rest of `tx` (two changes at once take turns); null when gone. */
export async function lockMemberPlan(tx: Queryable, id: number): Promise<StoredPlan | null> {
  const { rows } = await tx.query(`select ${storedPlanColumns} from members m where m.id = $1 for no key update`, [id])
  return rows[0] ? storedPlanOf(rows[0]) : null
}

/** The member's stored plan as it is now (the plan page's preview of a change); null when gone. */
export async function findMemberPlan(id: number): Promise<StoredPlan | null> {
  const { rows } = await (await db()).query(`select ${storedPlanColumns} from members m where m.id = $1`, [id])
  return rows[0] ? storedPlanOf(rows[0]) : null
}

function storedPlanOf(row: Row): StoredPlan {
  return {
    slug: String(row.plan),
    status: String(row.plan_status) as PlanStatus,
    billing: String(row.billing) as Billing,
    trialEndsAt: moment(row.trial_ends_at),
    renewsAt: moment(row.renews_at),
    trialUsed: Boolean(row.trial_used),
  }
}

/**
 * Stores a plan change made at `changedAt`, keeping the plan and billing it replaces beside it: the
 * monthly invoice prorates from those three.
 */
export async function setMemberPlan(tx: Queryable, id: number, next: StoredPlan, changedAt: Date): Promise<User | null> {
  const { rows } = await tx.query(
    `update members as m set previous_plan = m.plan, previous_billing = m.billing::text::enum_members_previous_billing, plan_changed_at = $8,
       plan = $2, plan_status = $3, billing = $4, trial_ends_at = $5, renews_at = $6, trial_used = $7, updated_at = now()
     where m.id = $1 returning ${memberColumns}`,
    [id, next.slug, next.status, next.billing, next.trialEndsAt, next.renewsAt, next.trialUsed, changedAt.toISOString()],
  )
  return rows[0] ? toUser(rows[0]) : null
}

/** A trial email due to a member: `ending` three days before the trial ends, `ended` on the day. */
export type TrialNotice = { memberId: number; email: string; firstName: string; plan: string; trialEndsAt: string; kind: 'ending' | 'ended' }

/**
 * The trial emails due at `now` and not yet recorded, oldest trial end first: `ending` while the
 * trial ends in two to three days, `ended` during the day after it ended. A member who left the
 * trial (another plan, or Community) has no trial status and gets neither; a window missed while no
 * process ran is not made up later, where the email's words would no longer be true.
 */
export async function dueTrialNotices(now: Date, limit = 200): Promise<TrialNotice[]> {
  const { rows } = await (
    await db()
  ).query(
    `select m.id, m.email, m.first_name, m.plan, m.trial_ends_at, k.kind
       from members m cross join (values ('ending'), ('ended')) as k(kind)
      where m.plan_status = 'trial' and m.trial_ends_at is not null
        and ((k.kind = 'ending' and m.trial_ends_at > $1::timestamptz + interval '2 days' and m.trial_ends_at <= $1::timestamptz + interval '3 days')
          or (k.kind = 'ended' and m.trial_ends_at <= $1::timestamptz and m.trial_ends_at > $1::timestamptz - interval '1 day'))
        and not exists (select 1 from member_trial_notices n where n.member_id = m.id and n.trial_ends_at = m.trial_ends_at and n.kind = k.kind)
      order by m.trial_ends_at, m.id
      limit $2`,
    [now.toISOString(), limit],
  )
  return rows.map((row) => ({
    memberId: Number(row.id),
    email: String(row.email),
    firstName: String(row.first_name),
    plan: String(row.plan),
    trialEndsAt: iso(row.trial_ends_at),
    kind: row.kind === 'ended' ? 'ended' : 'ending',
  }))
}

/**
 * Records `notice` as sent in `tx`, while the member's trial still ends when it did. True when this
 * call recorded it: only then does the caller queue the email, in the same transaction, so each goes
 * out once however many processes look at once (a second insert waits for the first and then
 * finds its row).
 */
export async function claimTrialNotice(tx: Queryable, notice: Pick<TrialNotice, 'memberId' | 'trialEndsAt' | 'kind'>): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into member_trial_notices (member_id, trial_ends_at, kind)
     select m.id, m.trial_ends_at, $3 from members m where m.id = $1 and m.plan_status = 'trial' and m.trial_ends_at = $2
     on conflict do nothing returning member_id`,
    [notice.memberId, notice.trialEndsAt, notice.kind],
  )
  return rows.length === 1
}

/** The businesses whose members are on a paid plan (active or past due), with that plan: whom the monthly run bills a subscription. */
export async function payingBusinesses(client?: Queryable): Promise<{ businessId: number; plan: MemberPlan }[]> {
  const { rows } = await (client ?? (await db())).query(
    `select b.id as business_id, m.plan, m.plan_status, m.billing, m.trial_ends_at, m.renews_at
       from members m join business_profiles b on b.member_id = m.id
      where m.plan_status in ('active', 'past-due') order by b.id`,
  )
  return rows.map((row) => ({
    businessId: Number(row.business_id),
    plan: { slug: String(row.plan), status: String(row.plan_status) as PlanStatus, billing: String(row.billing) as Billing, trialEndsAt: moment(row.trial_ends_at), renewsAt: moment(row.renews_at) },
  }))
}
