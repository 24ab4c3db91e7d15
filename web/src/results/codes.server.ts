// The offer_codes table's owner: creating, listing, finding and disabling codes, and the use count
// that sales keep (decision 0102). A code is stored in capitals; lookups normalise first, so every
// read is one probe of the unique index on `code`.
import { randomInt } from 'node:crypto'

import { collaborationOf, joinBusiness, type Collaboration } from '~/server/businesses.server'
import { preparedQuery, query, transaction, type Queryable } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { AppError } from '~/server/errors.server'

import { codeAlphabet, melbourneDay, type CodeStatus } from './results.options'
import type { NewCode } from './results.schema'

export type OfferCode = {
  code: string
  collaborationId: number
  redeemer: { slug: string; name: string }
  promoter: { slug: string; name: string }
  offerText: string
  destination: string
  link: string
  qr: string
  validFrom: string | null
  validUntil: string | null
  maxUses: number | null
  uses: number
  status: CodeStatus
  createdAt: string
}

/** A code row as the site works with it (ids included, never shown). */
export type CodeRow = {
  id: number
  code: string
  collaborationId: number
  redeemerId: number | null
  promoterId: number | null
  redeemer: { slug: string; name: string }
  promoter: { slug: string; name: string }
  offerText: string
  destination: string
  validFrom: string | null
  validUntil: string | null
  maxUses: number | null
  uses: number
  disabledAt: Date | null
  createdAt: Date
}

export const notFoundMessage = 'We could not find that.'
export const codeNotFound = () => new AppError('not-found', 'We could not find that code.')
const collaborationNotFound = () => new AppError('not-found', 'We could not find that collaboration.')

const columns = `c.id, c.code, c.collaboration_id, c.redeemer_id, c.promoter_id, c.offer_text, c.destination,
  to_char(c.valid_from at time zone 'UTC', 'YYYY-MM-DD') as valid_from, to_char(c.valid_until at time zone 'UTC', 'YYYY-MM-DD') as valid_until,
  c.max_uses, c.uses, c.disabled_at, c.created_at,
  coalesce(r.slug, '') as redeemer_slug, coalesce(r.name, '') as redeemer_name, coalesce(q.slug, '') as promoter_slug, coalesce(q.name, '') as promoter_name`
const joins = `${joinBusiness('r', 'c.redeemer_id')} ${joinBusiness('q', 'c.promoter_id')}`

function toRow(row: Record<string, unknown>): CodeRow {
  return {
    id: Number(row.id),
    code: String(row.code),
    collaborationId: Number(row.collaboration_id),
    redeemerId: row.redeemer_id == null ? null : Number(row.redeemer_id),
    promoterId: row.promoter_id == null ? null : Number(row.promoter_id),
    redeemer: { slug: String(row.redeemer_slug), name: String(row.redeemer_name) },
    promoter: { slug: String(row.promoter_slug), name: String(row.promoter_name) },
    offerText: String(row.offer_text),
    destination: String(row.destination),
    validFrom: row.valid_from == null ? null : String(row.valid_from),
    validUntil: row.valid_until == null ? null : String(row.valid_until),
    maxUses: row.max_uses == null ? null : Number(row.max_uses),
    uses: Number(row.uses),
    disabledAt: row.disabled_at == null ? null : (row.disabled_at as Date),
    createdAt: row.created_at as Date,
  }
}

/** Where a code stands on `day` (a Melbourne day): disabled first, then past its last day, then used up. */
export function statusOf(code: Pick<CodeRow, 'disabledAt' | 'validUntil' | 'maxUses' | 'uses'>, day = melbourneDay()): CodeStatus {
  if (code.disabledAt) return 'disabled'
  if (code.validUntil && code.validUntil < day) return 'expired'
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up'
  return 'active'
}

export const linkOf = (code: string) => `${publicUrl()}/go/${code}`
export const profileUrlOf = (slug: string) => `${publicUrl()}/partners/${slug}`

export function toOfferCode(row: CodeRow): OfferCode {
  return {
    code: row.code,
    collaborationId: row.collaborationId,
    redeemer: row.redeemer,
    promoter: row.promoter,
    offerText: row.offerText,
    destination: row.destination,
    link: linkOf(row.code),
    qr: `${linkOf(row.code)}/qr.svg`,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    uses: row.uses,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  }
}

/** The code `code` (already normalised), or null: one probe of the unique index. */
export async function findCode(code: string, client?: Queryable): Promise<CodeRow | null> {
  const run = client ? client.query.bind(client) : query
  const { rows } = await run(`select ${columns} from offer_codes c ${joins} where c.code = $1`, [code])
  return rows[0] ? toRow(rows[0]) : null
}

/**
 * The codes `codes` (already normalised) that exist, by code: one probe of the unique index for
 * each, in one statement, prepared once per connection (a tracking link's lookups arrive in floods).
 */
export async function findCodes(codes: string[]): Promise<Map<string, CodeRow>> {
  const { rows } = await preparedQuery(`select ${columns} from offer_codes c ${joins} where c.code = any($1::text[])`, [codes])
  return new Map(rows.map((row) => [String(row.code), toRow(row)]))
}

/** The code `code` held for update until `tx` ends: sales of one code are recorded one at a time. */
export async function lockCode(tx: Queryable, code: string): Promise<CodeRow | null> {
  const { rows } = await tx.query(`select ${columns} from offer_codes c ${joins} where c.code = $1 for update of c`, [code])
  return rows[0] ? toRow(rows[0]) : null
}

/**
 * The codes `codes` (already normalised) that exist, each held for update until `tx` ends, by code.
 * They are locked in id order, so two batches sharing codes never wait on each other in turn.
 */
export async function lockCodes(tx: Queryable, codes: string[]): Promise<Map<string, CodeRow>> {
  if (codes.length === 0) return new Map()
  const { rows } = await tx.query(`select ${columns} from offer_codes c ${joins} where c.code = any($1::text[]) order by c.id for update of c`, [codes])
  return new Map(rows.map((row) => [String(row.code), toRow(row)]))
}

/** The code with id `id` held for update until `tx` ends. */
export async function lockCodeById(tx: Queryable, id: number): Promise<CodeRow | null> {
  const { rows } = await tx.query(`select ${columns} from offer_codes c ${joins} where c.id = $1 for update of c`, [id])
  return rows[0] ? toRow(rows[0]) : null
}

/** Counts sales more against each code's `maxUses` (code id → how many), in one statement; the caller holds their locks. */
export async function addUses(tx: Queryable, added: Map<number, number>): Promise<void> {
  if (added.size === 0) return
  await tx.query(`update offer_codes c set uses = c.uses + d.n, updated_at = now() from unnest($1::int[], $2::int[]) as d(id, n) where c.id = d.id`, [[...added.keys()], [...added.values()]])
}

/** Counts one sale more (or, voided, one fewer) against the code's `maxUses`; the caller holds its lock. */
export async function addUse(tx: Queryable, codeId: number, delta: 1 | -1): Promise<void> {
  await tx.query(`update offer_codes set uses = uses + $2, updated_at = now() where id = $1`, [codeId, delta])
}

/** The letters of the redeemer's name that a code may hold, as its readable prefix (up to 6). */
export function prefixOf(name: string): string {
  const letters = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .replace(/[OI]/g, '')
  return letters.slice(0, 6)
}

/** `length` characters of the alphabet, each drawn from the system's secure random source. */
function randomPart(length: number): string {
  let out = ''
  for (let i = 0; i < length; i += 1) out += codeAlphabet[randomInt(codeAlphabet.length)]
  return out
}

/**
 * A new code for `name`'s business: its prefix, a hyphen and six random characters (30 bits), or
 * eight random characters when the name gives fewer than two letters.
 */
export function newCode(name: string): string {
  const prefix = prefixOf(name)
  return prefix.length >= 2 ? `${prefix}-${randomPart(6)}` : randomPart(8)
}

/** A collaboration the member is a party to, else 404; `accepted` asks for 403 unless it is accepted. */
export async function partyTo(memberId: number, collaborationId: number, client?: Queryable): Promise<Collaboration> {
  const found = await collaborationOf(memberId, collaborationId, client)
  if (!found) throw collaborationNotFound()
  if (!found.accepted) throw new AppError('forbidden', 'Offer codes belong to accepted collaborations only.')
  return found
}

const attempts = 8

/** Creates a code that the member's business honours, handed out by the other business. */
export async function createCode(memberId: number, collaborationId: number, input: NewCode): Promise<OfferCode> {
  return transaction(async (tx) => {
    const collaboration = await partyTo(memberId, collaborationId, tx)
    if (collaboration.other.profileId === null) throw new AppError('conflict', 'The other business has left Kindred, so it cannot hand out a code.')
    const destination = input.destination ?? profileUrlOf(collaboration.own.slug)
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      // A code is never reused: a clash with any code ever made (disabled ones included) draws again.
      const { rows } = await tx.query(
        `insert into offer_codes (code, collaboration_id, redeemer_id, promoter_id, offer_text, destination, valid_from, valid_until, max_uses)
         values ($1, $2, $3, $4, $5, $6, $7::date at time zone 'UTC', $8::date at time zone 'UTC', $9)
         on conflict (code) do nothing returning id`,
        [
          newCode(collaboration.own.name),
          collaboration.id,
          collaboration.own.profileId,
          collaboration.other.profileId,
          input.offerText,
          destination,
          input.validFrom ?? null,
          input.validUntil ?? null,
          input.maxUses ?? null,
        ],
      )
      if (rows[0]) return toOfferCode((await lockCodeById(tx, Number(rows[0].id)))!)
    }
    throw new Error(`no free offer code after ${attempts} draws`)
  })
}

/** Every code of a collaboration the member is a party to, newest first. */
export async function listCodes(memberId: number, collaborationId: number): Promise<OfferCode[]> {
  await partyTo(memberId, collaborationId)
  const { rows } = await query(`select ${columns} from offer_codes c ${joins} where c.collaboration_id = $1 order by c.created_at desc, c.id desc`, [collaborationId])
  return rows.map((row) => toOfferCode(toRow(row)))
}

/** The ids and codes of a collaboration's codes, oldest first (what its results list). */
export async function codesOf(collaborationId: number): Promise<{ id: number; code: string }[]> {
  const { rows } = await query(`select id, code from offer_codes where collaboration_id = $1 order by created_at, id`, [collaborationId])
  return rows.map((row) => ({ id: Number(row.id), code: String(row.code) }))
}

/** The ids and codes of the codes of several collaborations, oldest first, each with its collaboration. */
export async function codesOfCollaborations(collaborationIds: number[]): Promise<{ id: number; code: string; collaborationId: number }[]> {
  if (!collaborationIds.length) return []
  const { rows } = await query(`select id, code, collaboration_id from offer_codes where collaboration_id = any($1::int[]) order by created_at, id`, [collaborationIds])
  return rows.map((row) => ({ id: Number(row.id), code: String(row.code), collaborationId: Number(row.collaboration_id) }))
}

/** The collaborations the codes `codeIds` belong to, each once. */
export async function collaborationsOfCodes(codeIds: number[]): Promise<number[]> {
  if (!codeIds.length) return []
  const { rows } = await query(`select distinct collaboration_id from offer_codes where id = any($1::int[]) order by collaboration_id`, [codeIds])
  return rows.map((row) => Number(row.collaboration_id))
}

/**
 * Who the member's business is to a code: `redeemer`, `promoter`, or null for anyone else (told the
 * code does not exist). `profileId` is the member's business.
 */
export function sideOf(code: Pick<CodeRow, 'redeemerId' | 'promoterId'>, profileId: number | null): 'redeemer' | 'promoter' | null {
  if (profileId === null) return null
  if (code.redeemerId === profileId) return 'redeemer'
  if (code.promoterId === profileId) return 'promoter'
  return null
}

/** Disables a code for good (the redeemer only); disabling it again answers the code as it is. */
export async function disableCode(profileId: number | null, rawCode: string | null): Promise<{ row: CodeRow; disabledNow: boolean }> {
  if (!rawCode) throw codeNotFound()
  return transaction(async (tx) => {
    const row = await lockCode(tx, rawCode)
    const side = row ? sideOf(row, profileId) : null
    if (!row || !side) throw codeNotFound()
    if (side !== 'redeemer') throw new AppError('forbidden', 'Only the business that honours a code can disable it.')
    if (row.disabledAt) return { row, disabledNow: false }
    await tx.query(`update offer_codes set disabled_at = now(), updated_at = now() where id = $1`, [row.id])
    return { row: (await lockCodeById(tx, row.id))!, disabledNow: true }
  })
}
