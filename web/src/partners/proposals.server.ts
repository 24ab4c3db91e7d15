// The proposals table's one owner: sending (who may, the daily throttle), listing, and the state
// machine of decision 0041 (pending → accepted | declined by the recipient, → withdrawn by the
// sender; nothing leaves any other state). Every change records both sides' activity and queues
// the other side's email in the same transaction; the email leaves after the commit.
import { query, transaction, type Queryable, type Row, type Tx } from '~/server/db.server'
import { goneMeanwhile, TooManyRequests } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'
import { deliverInBackground } from '~/server/mail.server'
import type { User } from '~/server/member'
import { findMemberById, findMemberContacts, holdMembers } from '~/server/members.server'
import { proposalAccepted } from '~/server/proposal-accepted.server'
import { notificationSettingsOf } from '~/server/notification-settings.server'

import { fieldRefusals, refusal, refusalTexts, type RefusalKey } from './copy.server'
import { queueProposalEmail, type ProposalEmailKind } from './emails.server'
import { recordEvents } from './events.server'
import { answerSchema, proposalSchema } from './partners.schema'
import {
  slugShape,
  type ActivityKind,
  type DepartedSides,
  type Eligibility,
  type PartyContact,
  type Proposal,
  type ProposalAction,
  type ProposalLists,
  type ProposalLimit,
  type ProposalPages,
} from './partners.options'
import { findListedProfileBySlug, lockOwnProfile } from './profiles.server'
import { pairThrottle, proposalAllowance, proposalThrottle } from './throttle.server'

// A side whose business has left Kindred has no profile row: its id is null, and the proposal (an
// accepted one; no other kind outlives it) names it by the snapshot taken as it left (0088).
const proposalColumns = `r.id, r.channel::text, r.offer::text, r.model::text, r.message, r.status::text, r.created_at, r.updated_at, r.commission_percent, r.fee,
  to_char(r.start_date at time zone 'UTC', 'YYYY-MM-DD') as start_date,
  r.from_id, r.to_id, coalesce(f.slug, r.from_slug) as from_slug, coalesce(f.name, r.from_name) as from_name, f.member_id as from_member,
  coalesce(t.slug, r.to_slug) as to_slug, coalesce(t.name, r.to_name) as to_name, t.member_id as to_member,
  f.listed as from_listed, t.listed as to_listed, f.held_by_support as from_held, t.held_by_support as to_held`
const proposalFrom = `from proposals r left join business_profiles f on f.id = r.from_id left join business_profiles t on t.id = r.to_id`

const iso = (value: unknown) => (value as Date).toISOString()
const text = (value: unknown) => (value == null ? '' : String(value))
const idOrNull = (value: unknown) => (value == null ? null : Number(value))

export function toProposal(row: Row): Proposal {
  return {
    id: Number(row.id),
    from: { slug: text(row.from_slug), name: text(row.from_name) },
    to: { slug: text(row.to_slug), name: text(row.to_name) },
    channel: row.channel as Proposal['channel'],
    offer: row.offer as Proposal['offer'],
    model: row.model as Proposal['model'],
    message: String(row.message),
    startDate: row.start_date ? String(row.start_date) : null,
    commissionPercent: row.commission_percent == null ? null : Number(row.commission_percent),
    fee: row.fee == null ? null : Number(row.fee),
    status: row.status as Proposal['status'],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** Who is on each side of a proposal (null: that business has left): internal, never part of an answer. */
type Parties = { fromMember: number | null; toMember: number | null; fromProfile: number | null; toProfile: number | null; fromHeld: boolean; toHeld: boolean }

async function findProposal(client: Queryable, id: number, lock = false): Promise<{ proposal: Proposal; parties: Parties } | null> {
  const { rows } = await client.query(`select ${proposalColumns} ${proposalFrom} where r.id = $1${lock ? ' for update of r' : ''}`, [id])
  const row = rows[0]
  if (!row) return null
  const parties = {
    fromMember: idOrNull(row.from_member),
    toMember: idOrNull(row.to_member),
    fromProfile: idOrNull(row.from_id),
    toProfile: idOrNull(row.to_id),
    fromHeld: Boolean(row.from_held),
    toHeld: Boolean(row.to_held),
  }
  return { proposal: toProposal(row), parties }
}

/** The members on the two sides of a proposal (none when it is gone, one when a side has left), read without a lock. */
async function membersOf(client: Queryable, id: number): Promise<number[]> {
  const { rows } = await client.query(`select f.member_id as from_member, t.member_id as to_member ${proposalFrom} where r.id = $1`, [id])
  const row = rows[0]
  return row ? [row.from_member, row.to_member].filter((member) => member != null).map(Number) : []
}

/**
 * Whether `member` may propose to the business at `slug`, and where they stand with it (the profile
 * page's action). Only a listed business is one: for an unlisted one (its owner's choice or support's
 * hold) the answer is byte for byte the answer for a slug nobody has, by the same one statement, so
 * no caller learns that it exists, what stands between them or what it is called (decision 0099).
 */
export async function proposalEligibility(member: User | null, slug: string): Promise<Eligibility> {
  if (!member) return { signedIn: false, self: false, emailVerified: false, hasProfile: false, listed: false, heldBySupport: false, canPropose: false, standing: null, limitReached: null }
  const { rows } = await query(
    `with mine as (select id, listed, held_by_support from business_profiles where member_id = $1),
          theirs as (select id, name from business_profiles where slug = $2 and listed)
     select (select listed from mine) as listed, (select held_by_support from mine) as held, exists (select 1 from mine) as has_profile,
            (select mine.id = theirs.id from mine, theirs) as self,
            (select id from mine) as mine_id, (select id from theirs) as theirs_id, (select name from theirs) as theirs_name,
            s.id as standing_id, s.status::text as standing, s.from_id = (select id from mine) as sent,
            to_char(s.updated_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD') as standing_on
       from (select 1) one
       left join lateral (
         select r.id, r.status, r.from_id, r.updated_at from proposals r, mine, theirs
          where r.status in ('pending', 'accepted')
            and ((r.from_id = mine.id and r.to_id = theirs.id) or (r.from_id = theirs.id and r.to_id = mine.id))
          order by r.status = 'pending' desc, r.updated_at desc limit 1) s on true`,
    // A value that is not slug-shaped names no profile (and a NUL byte would fail PostgreSQL's text type).
    [member.id, slugShape.test(slug) ? slug : ''],
  )
  const row = rows[0]
  const listed = Boolean(row?.listed)
  const heldBySupport = Boolean(row?.held)
  const self = Boolean(row?.self)
  const standing = row?.standing ? { id: Number(row.standing_id), status: row.standing as 'pending' | 'accepted', sent: Boolean(row.sent), on: String(row.standing_on) } : null
  const mayAsk = listed && !heldBySupport && member.emailVerified && !self && row?.theirs_id != null
  // Checked in the order a send checks it: a proposal awaiting an answer is refused before the limits.
  const limit = mayAsk && standing?.status !== 'pending' ? await limitReached(Number(row!.mine_id), Number(row!.theirs_id), String(row!.theirs_name)) : null
  return { signedIn: true, self, emailVerified: member.emailVerified, hasProfile: Boolean(row?.has_profile), listed, heldBySupport, canPropose: mayAsk && !limit, standing, limitReached: limit }
}

/**
 * The limit a send from the sender's business to the recipient's would meet now, in the CMS's words,
 * or null: as many proposals to this business this week as one business may (decision 0090), then
 * as many to anyone today (decision 0041). In a send's transaction the daily count is exact (the
 * sender's lock, held to its end); the profile page asks without a lock: it only says what a send
 * would answer now.
 */
async function limitReached(senderProfileId: number, recipientProfileId: number, name: string, tx?: Tx): Promise<ProposalLimit | null> {
  const toThem = await pairThrottle(tx ?? { query }, senderProfileId, recipientProfileId)
  if (!toThem.allowed) {
    const values = { name, limit: String(toThem.limit), date: melbourneDay.format(toThem.retryAt) }
    const { errorMessage } = await refusal('too-many-requests', 'throttledToBusiness', { values, tx })
    return { until: toThem.retryAt.toISOString(), message: errorMessage }
  }
  const today = tx ? await proposalThrottle(tx, senderProfileId) : await proposalAllowance({ query }, senderProfileId)
  if (today.allowed) return null
  const hours = Math.ceil(today.retryAfterSeconds / 3600)
  const { errorMessage } = await refusal('too-many-requests', hours <= 1 ? 'throttledLastHour' : 'throttled', { values: { limit: String(today.limit), hours: String(hours) }, tx })
  return { until: new Date(Date.now() + today.retryAfterSeconds * 1000).toISOString(), message: errorMessage }
}

/** The businesses of these proposals that are off the directory: the site names them without a link to a page that would be a 404. */
function unlistedParties(rows: Row[]): string[] {
  const slugs = new Set<string>()
  for (const row of rows) {
    if (row.from_id != null && !row.from_listed) slugs.add(String(row.from_slug))
    if (row.to_id != null && !row.to_listed) slugs.add(String(row.to_slug))
  }
  return [...slugs]
}

/**
 * The proposals of these whose other business has left Kindred, by id, with the side it was on.
 * Its slug is only the snapshot's: it names no page now, and may name another business later.
 */
function departedParties(rows: Row[]): DepartedSides {
  const departed: DepartedSides = {}
  for (const row of rows) {
    if (row.from_id == null) departed[Number(row.id)] = 'from'
    else if (row.to_id == null) departed[Number(row.id)] = 'to'
  }
  return departed
}

/** How many answered proposals each list of `GET /api/proposals` carries, newest first; pending ones are never cut. */
export const answeredListed = 200

/** How many answered proposals a page of /dashboard/collaborations shows on each list; older ones are a link away. */
export const answeredOnPage = 20

type ListOptions = { answered: number; pages?: ProposalPages }

/**
 * Received and sent proposals, newest first: every one still awaiting an answer (a business has at
 * most one with each other business), then the latest answered ones. A pending proposal cut off
 * the list could be neither answered nor withdrawn, yet would still refuse the other side's new one.
 * A list's older page (`pages`) carries only answered proposals older than the one named.
 */
export async function listProposals(member: Pick<User, 'id' | 'emailVerified'>, { answered, pages = {} }: ListOptions = { answered: answeredListed }): Promise<ProposalLists> {
  const memberId = member.id
  const list = async (side: 'r.to_id' | 'r.from_id', before: number | undefined) => {
    // One more than shown tells whether older ones exist.
    const answeredRows = `(select ${proposalColumns} ${proposalFrom} where ${side} = (select id from mine) and r.status <> 'pending'
           ${before === undefined ? '' : `and (r.created_at, r.id) < (select created_at, id from proposals where id = $2)`}
           order by r.created_at desc, r.id desc limit ${answered + 1})`
    const pending = `(select ${proposalColumns} ${proposalFrom} where ${side} = (select id from mine) and r.status = 'pending')`
    const result = await query(
      `with mine as (select id from business_profiles where member_id = $1)
       select * from (${before === undefined ? `${pending} union all ${answeredRows}` : answeredRows}) listed
       order by created_at desc, id desc`,
      before === undefined ? [memberId] : [memberId, before],
    )
    const answeredSeen = result.rows.filter((row) => row.status !== 'pending')
    if (answeredSeen.length <= answered) return { rows: result.rows, older: null }
    const cut = answeredSeen[answered]!
    return { rows: result.rows.filter((row) => row !== cut), older: Number(answeredSeen[answered - 1]!.id) }
  }
  const [incoming, outgoing] = await Promise.all([list('r.to_id', pages.receivedBefore), list('r.from_id', pages.sentBefore)])
  const rows = [...incoming.rows, ...outgoing.rows]
  const [contacts, acceptRefused] = await Promise.all([acceptedContacts(rows, memberId), acceptRefusals(incoming.rows, member.emailVerified)])
  return {
    incoming: incoming.rows.map(toProposal),
    outgoing: outgoing.rows.map(toProposal),
    olderIncoming: incoming.older,
    olderOutgoing: outgoing.older,
    unlisted: unlistedParties(rows),
    departed: departedParties(rows),
    contacts,
    acceptRefused,
  }
}

/**
 * The received proposals accept would refuse now, with accept's own refusal: said on the card in
 * place of the button, so nobody presses to learn it. The same rules in the same order as
 * answerProposal's: own hold, the sender's hold, then an unverified email address.
 */
async function acceptRefusals(incoming: Row[], emailVerified: boolean): Promise<Record<number, string>> {
  const refusalOf = (row: Row) => {
    if (row.to_held) return { key: 'acceptHeldOwn' as const }
    if (row.from_held) return { key: 'acceptHeldPartner' as const, values: { name: text(row.from_name) } }
    return emailVerified ? null : { key: 'verifyToAccept' as const }
  }
  const refused = incoming.flatMap((row) => {
    const refusal = row.status === 'pending' ? refusalOf(row) : null
    return refusal ? [{ id: Number(row.id), refusal }] : []
  })
  const texts = await refusalTexts(refused.map((entry) => entry.refusal))
  return Object.fromEntries(refused.map((entry, index) => [entry.id, texts[index]!]))
}

/** The member behind the other business, as an accepted proposal names them. */
const contactOf = (member: Pick<User, 'firstName' | 'lastName' | 'email'>): PartyContact => ({ person: `${member.firstName} ${member.lastName}`.trim(), email: member.email })

/**
 * For each accepted proposal, how to reach the member on the other side: accepting is both
 * businesses agreeing to work together, and the rest happens between them (SPEC's terms: the
 * platform facilitates, the agreements are direct). Nothing of this for any other status.
 */
async function acceptedContacts(rows: Row[], memberId: number): Promise<Record<number, PartyContact>> {
  const others = new Map<number, number>()
  for (const row of rows) {
    if (row.status !== 'accepted') continue
    const other = Number(row.from_member) === memberId ? row.to_member : row.from_member
    // A business that has left took its member with it: nobody to write to, and nothing shown.
    if (other != null) others.set(Number(row.id), Number(other))
  }
  const found = await findMemberContacts([...new Set(others.values())])
  const contacts: Record<number, PartyContact> = {}
  for (const [proposal, member] of others) {
    const contact = found.get(member)
    if (contact) contacts[proposal] = contactOf(contact)
  }
  return contacts
}

/**
 * Queues the email telling `member` about a change made by business `actor` to business `told`;
 * with `contact`, the member to reach is named in it and replies go to them.
 */
async function tell(tx: Tx, kind: ProposalEmailKind, member: User | null, actor: string, told: string, proposal: Proposal, contact?: PartyContact): Promise<number | null> {
  if (!member) return null
  // A member who turned proposal emails off sees the change on the collaborations page instead.
  if ((await notificationSettingsOf(member.id, tx)).proposals === 'off') return null
  return queueProposalEmail(tx, { kind, recipient: { id: member.id, email: member.email, firstName: member.firstName }, from: actor, to: told, proposal, contact })
}

/** Namespace of the pair locks (any constant other features do not use): "pair". */
const pairLockSpace = 0x70616972

/**
 * Whether a proposal between the two businesses awaits an answer, and which way it went. Holds a
 * lock on the pair to the end of the transaction, so two sends between them (either way, from two
 * tabs or two members at once) take turns and the second sees the first.
 */
async function openProposalBetween(tx: Tx, senderProfileId: number, recipientProfileId: number): Promise<'sent' | 'received' | null> {
  const [low, high] = [senderProfileId, recipientProfileId].sort((a, b) => a - b)
  await tx.query(`select pg_advisory_xact_lock($1, hashtext($2))`, [pairLockSpace, `${low}:${high}`])
  const { rows } = await tx.query(`select from_id from proposals where status = 'pending' and ((from_id = $1 and to_id = $2) or (from_id = $2 and to_id = $1)) limit 1`, [
    senderProfileId,
    recipientProfileId,
  ])
  if (!rows[0]) return null
  return Number(rows[0].from_id) === senderProfileId ? 'sent' : 'received'
}

/** A proposal's terms, each with the list of the recipient's it must be in and the refusal when not. */
const terms = [
  { field: 'channel', list: 'channels', key: 'channelNotListed' },
  { field: 'offer', list: 'offers', key: 'offerNotListed' },
  { field: 'model', list: 'models', key: 'modelNotListed' },
] as const

/**
 * The proposal's terms its recipient does not list. The form offers only the business's own
 * channels, offers and models; the API holds every sender to the same, including one whose page
 * was open while the business changed its lists.
 */
function termsNotListed(chosen: Record<(typeof terms)[number]['field'], string>, listed: Record<(typeof terms)[number]['list'], readonly string[]>) {
  return terms.filter(({ field, list }) => !listed[list].includes(chosen[field]))
}

/**
 * Sends a proposal. One proposal between two businesses awaits an answer at a time: a second one
 * either way is refused (400, as `POST /api/proposals` answers no other status for it; decision 0041) and pointed to the first.
 */
export async function sendProposal(member: User, body: unknown): Promise<Proposal> {
  const data = parseWith(proposalSchema, body, 'Please correct the highlighted fields.')
  const { proposal, emailIds } = await transaction(async (tx) => {
    // First, before anything about the sender: an unknown, unlisted or held business gets the same
    // 404 by the same path (a held business is unlisted), so the answer tells nothing of it.
    const recipient = await findListedProfileBySlug(tx, data.toPartner)
    if (!recipient) throw await refusal('not-found', 'businessNotFound', { tx })
    if (recipient.memberId === member.id) throw await refusal('forbidden', 'ownBusiness', { tx })
    if (!member.emailVerified) throw await refusal('forbidden', 'verifyFirst', { tx })
    // Both members before the sender's business: a send and either side's account deletion take turns.
    const held = await holdMembers(tx, [member.id, recipient.memberId])
    if (!held.has(member.id)) throw goneMeanwhile()
    if (!held.has(recipient.memberId)) throw await refusal('not-found', 'businessNotFound', { tx })
    const sender = await lockOwnProfile(tx, member.id)
    if (sender?.heldBySupport) throw await refusal('forbidden', 'sendHeld', { tx })
    if (!sender?.listed) throw await refusal('forbidden', 'listFirst', { tx })
    const open = await openProposalBetween(tx, sender.id, recipient.id)
    if (open) throw await refusal('bad-request', open === 'sent' ? 'pendingSent' : 'pendingReceived', { values: { name: recipient.name }, tx })
    const limit = await limitReached(sender.id, recipient.id, recipient.name, tx)
    if (limit) throw new TooManyRequests(Math.max(1, Math.ceil((Date.parse(limit.until) - Date.now()) / 1000)), limit.message)
    // Last: a pending proposal or the throttle refuses any terms, so a sender never mends a field for nothing.
    const unlisted = termsNotListed(data, recipient.terms)
    if (unlisted.length) throw await fieldRefusals('bad-request', unlisted, { values: { name: recipient.name }, tx })
    const { rows } = await tx.query(
      `insert into proposals (from_id, to_id, channel, offer, model, message, start_date, commission_percent, fee, status)
       values ($1, $2, $3, $4, $5, $6, ($7::date)::timestamp at time zone 'UTC', $8, $9, 'pending') returning id`,
      [sender.id, recipient.id, data.channel, data.offer, data.model, data.message, data.startDate ?? null, data.commissionPercent ?? null, data.fee ?? null],
    )
    const id = Number(rows[0]!.id)
    await recordEvents(tx, [
      { member: member.id, kind: 'proposal-sent', profile: recipient.id, proposal: id },
      { member: recipient.memberId, kind: 'proposal-received', profile: sender.id, proposal: id },
    ])
    const created = (await findProposal(tx, id))!.proposal
    return { proposal: created, emailIds: [await tell(tx, 'proposal', await findMemberById(recipient.memberId, tx), sender.name, recipient.name, created)] }
  })
  deliverAll(emailIds)
  return proposal
}

/** The day a sender may propose to a business again, as the member reads it ("Tuesday 3 December"). */
const melbourneDay = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Australia/Melbourne' })

const transitions: Record<ProposalAction, { status: Proposal['status']; by: 'recipient' | 'sender'; email: ProposalEmailKind; forbidden: RefusalKey }> = {
  accept: { status: 'accepted', by: 'recipient', email: 'accepted', forbidden: 'onlyRecipientAccepts' },
  decline: { status: 'declined', by: 'recipient', email: 'declined', forbidden: 'onlyRecipientDeclines' },
  withdraw: { status: 'withdrawn', by: 'sender', email: 'withdrawn', forbidden: 'onlySenderWithdraws' },
}

/** Why an answered proposal cannot be answered again, by the answer it already has. */
const answered: Record<Exclude<Proposal['status'], 'pending'>, RefusalKey> = {
  accepted: 'alreadyAccepted',
  declined: 'alreadyDeclined',
  withdrawn: 'alreadyWithdrawn',
}

const activity = (status: Proposal['status'], side: 'you' | 'them') => `proposal-${status}-by-${side}` as ActivityKind

export async function answerProposal(member: User, body: unknown): Promise<Proposal> {
  const { id, action } = parseWith(answerSchema, body)
  const rule = transitions[action]
  const { proposal, emailIds } = await transaction(async (tx) => {
    // Both members before the proposal (holdMembers), so an answer and either side's account
    // deletion take turns; the proposal is then read again, locked, as it is now.
    await holdMembers(tx, await membersOf(tx, id))
    const found = await findProposal(tx, id, true)
    // Someone else's proposal is "not found": its existence is none of the caller's business.
    if (!found || (found.parties.fromMember !== member.id && found.parties.toMember !== member.id)) throw await refusal('not-found', 'proposalNotFound', { tx })
    const { proposal: current, parties } = found
    const actorIsRecipient = parties.toMember === member.id
    if ((rule.by === 'recipient') !== actorIsRecipient) throw await refusal('forbidden', rule.forbidden, { tx })
    if (current.status !== 'pending') throw await refusal('conflict', answered[current.status], { tx })
    // While support holds either business off the directory, a proposal between them waits: accepting
    // would give each side the other's email address. Declining and withdrawing stay open.
    if (rule.status === 'accepted' && parties.toHeld) throw await refusal('conflict', 'acceptHeldOwn', { tx })
    if (rule.status === 'accepted' && parties.fromHeld) throw await refusal('conflict', 'acceptHeldPartner', { values: { name: current.from.name }, tx })
    // Accepting gives the sender this member's email address (decision 0078): only an address
    // its member has proven, as sending a proposal needs one.
    if (rule.status === 'accepted' && !member.emailVerified) throw await refusal('forbidden', 'verifyToAccept', { tx })
    await tx.query(`update proposals set status = $2, answered_at = now(), updated_at = now() where id = $1`, [id, rule.status])
    // What starts with an acceptance (the collaboration's workspace) commits with it or not at all.
    if (rule.status === 'accepted') await proposalAccepted(tx, id)
    const [actor, other] = actorIsRecipient ? [current.to, current.from] : [current.from, current.to]
    const [actorProfile, otherProfile] = actorIsRecipient ? [parties.toProfile, parties.fromProfile] : [parties.fromProfile, parties.toProfile]
    const otherMember = actorIsRecipient ? parties.fromMember : parties.toMember
    // Only an accepted proposal outlives a side, and it is answered already (the refusal above).
    if (otherMember === null) throw await refusal('not-found', 'proposalNotFound', { tx })
    await recordEvents(tx, [
      { member: member.id, kind: activity(rule.status, 'you'), profile: otherProfile, proposal: id },
      { member: otherMember, kind: activity(rule.status, 'them'), profile: actorProfile, proposal: id },
    ])
    const updated = (await findProposal(tx, id))!.proposal
    const otherUser = await findMemberById(otherMember, tx)
    if (rule.status !== 'accepted') return { proposal: updated, emailIds: [await tell(tx, rule.email, otherUser, actor.name, other.name, updated)] }
    // Accepted: each side is emailed how to reach the other, and a reply goes straight to them.
    return {
      proposal: updated,
      emailIds: [
        await tell(tx, 'accepted', otherUser, actor.name, other.name, updated, contactOf(member)),
        otherUser ? await tell(tx, 'connected', member, other.name, actor.name, updated, contactOf(otherUser)) : null,
      ],
    }
  })
  deliverAll(emailIds)
  return proposal
}

function deliverAll(ids: (number | null)[]): void {
  for (const id of ids) if (id) deliverInBackground(id)
}

/** The dashboard's Analytics counts. */
export async function proposalCounts(memberId: number): Promise<{ proposalsSent: number; proposalsReceived: number; accepted: number }> {
  const { rows } = await query(
    `with own as (select id from business_profiles where member_id = $1)
     select (select count(*) from proposals where from_id = (select id from own))::int as sent,
            (select count(*) from proposals where to_id = (select id from own))::int as received,
            (select count(*) from proposals where status = 'accepted' and (from_id = (select id from own) or to_id = (select id from own)))::int as accepted`,
    [memberId],
  )
  const row = rows[0]!
  return { proposalsSent: Number(row.sent), proposalsReceived: Number(row.received), accepted: Number(row.accepted) }
}

/** My Network: accepted collaborations either way, most recently accepted first (at most 50), those with a business that has left among them. */
export async function acceptedCollaborations(memberId: number): Promise<{ network: Proposal[]; unlisted: string[]; departed: DepartedSides }> {
  const { rows } = await query(
    `with mine as (select id from business_profiles where member_id = $1)
     select ${proposalColumns} ${proposalFrom}
      where r.status = 'accepted' and (r.from_id = (select id from mine) or r.to_id = (select id from mine))
      order by r.answered_at desc nulls last, r.id desc limit 50`,
    [memberId],
  )
  return { network: rows.map(toProposal), unlisted: unlistedParties(rows), departed: departedParties(rows) }
}
