// The redemptions table's owner: recording a sale made with an offer code, and voiding one
// (CONTRACT §6). `recordRedemption` is the one way a sale is recorded, whoever records it: a member
// through the API, shop staff at a counter link, a file import or a shop's webhook, each passing
// the business it acts for. A sale holds its code's row for the rest of its transaction, so the
// checks (used up?) and the insert see every other sale of that code, and the partial unique index
// on (code, order reference) keeps a repeated order to one row whatever arrives at once.
import { transaction, type Queryable } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { commissionRates, recordCommissionForRedemption, redemptionSource, voidEntriesFor } from '~/server/ledger.server'

import { addUse, codeNotFound, lockCode, lockCodeById, sideOf, statusOf, type CodeRow } from './codes.server'
import { addSale } from './rollups.server'
import { currency, melbourneDay, normaliseCode, type RecordedBy, type RedemptionChannel } from './results.options'
import type { RedemptionInput } from './results.schema'

export type Redemption = {
  id: number
  code: string
  collaborationId: number
  amount: number
  currency: typeof currency
  orderRef: string | null
  channel: RedemptionChannel | null
  redeemedAt: string
  recordedBy: RecordedBy
  voided: boolean
}

/** Who records or voids a sale: the business it acts for (null when the caller has none), and how. */
export type Recorder = { profileId: number | null; recordedBy: RecordedBy }

/** How far back a sale may be dated, and how long a recorded sale may be voided. */
export const backdateDays = 90
export const voidDays = 30
/** Clocks differ a little: a sale dated this far ahead of ours is taken as now. */
const clockSkewMs = 2 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

const columns = `r.id, r.code_id, r.amount, r.order_ref, r.channel::text as channel, r.redeemed_at, r.recorded_by::text as recorded_by, r.voided_at, r.created_at`

type Stored = { id: number; codeId: number; amount: number; orderRef: string | null; channel: RedemptionChannel | null; redeemedAt: Date; recordedBy: RecordedBy; voidedAt: Date | null; createdAt: Date }

function toStored(row: Record<string, unknown>): Stored {
  return {
    id: Number(row.id),
    codeId: Number(row.code_id),
    amount: Number(row.amount),
    orderRef: row.order_ref == null ? null : String(row.order_ref),
    channel: row.channel == null ? null : (String(row.channel) as RedemptionChannel),
    redeemedAt: row.redeemed_at as Date,
    recordedBy: String(row.recorded_by) as RecordedBy,
    voidedAt: row.voided_at == null ? null : (row.voided_at as Date),
    createdAt: row.created_at as Date,
  }
}

const toRedemption = (stored: Stored, code: CodeRow): Redemption => ({
  id: stored.id,
  code: code.code,
  collaborationId: code.collaborationId,
  amount: stored.amount,
  currency,
  orderRef: stored.orderRef,
  channel: stored.channel,
  redeemedAt: stored.redeemedAt.toISOString(),
  recordedBy: stored.recordedBy,
  voided: stored.voidedAt !== null,
})

const fieldError = (field: string, message: string) => new AppError('bad-request', message, { fields: { [field]: message } })

/** Refuses a sale the code cannot take on its day: 409 saying which (and `reason` for programs). */
function refuseUnusable(code: CodeRow, day: string): void {
  const refuse = (reason: string, message: string) => new AppError('conflict', message, { details: { reason } })
  const business = code.redeemer.name || 'The business'
  if (code.disabledAt) throw refuse('disabled', `This code is disabled: ${business} stopped the offer.`)
  if (code.validUntil && code.validUntil < day) throw refuse('expired', `This code expired: its last day was ${code.validUntil}.`)
  if (code.validFrom && code.validFrom > day) throw refuse('not-started', `This code starts on ${code.validFrom}.`)
  if (statusOf(code, day) === 'used-up') throw refuse('used-up', `This code is used up: it allows ${code.maxUses} ${code.maxUses === 1 ? 'use' : 'uses'}.`)
}

async function existing(tx: Queryable, codeId: number, orderRef: string): Promise<Stored | null> {
  const { rows } = await tx.query(`select ${columns} from redemptions r where r.code_id = $1 and r.order_ref = $2`, [codeId, orderRef])
  return rows[0] ? toStored(rows[0]) : null
}

/**
 * Records a sale made with `input.code` for the business `recorder` acts for, which must be the
 * code's redeemer (403 for its promoter, 404 for anyone else or an unknown code). The same order
 * reference for the same code again answers the stored sale (`created` false), counted once.
 * The code's use count and its day's figures change in the same transaction.
 */
export async function recordRedemption(input: RedemptionInput, recorder: Recorder, now = new Date()): Promise<{ redemption: Redemption; created: boolean }> {
  const code = normaliseCode(input.code)
  if (!code) throw codeNotFound()
  let redeemedAt = input.redeemedAt ?? now
  if (redeemedAt.getTime() > now.getTime() + clockSkewMs) throw fieldError('redeemedAt', 'The sale cannot be in the future.')
  if (redeemedAt.getTime() > now.getTime()) redeemedAt = now
  if (redeemedAt.getTime() < now.getTime() - backdateDays * dayMs) throw fieldError('redeemedAt', `The sale must be within the last ${backdateDays} days.`)
  const day = melbourneDay(redeemedAt)
  const orderRef = input.orderRef ?? null
  // The plans' rates come from the CMS, read before the transaction holds a connection.
  const rates = await commissionRates()
  return transaction(async (tx) => {
    const row = await lockCode(tx, code)
    const side = row ? sideOf(row, recorder.profileId) : null
    if (!row || !side) throw codeNotFound()
    if (side !== 'redeemer') throw new AppError('forbidden', 'Only the business that honours this code can record its sales.')
    if (orderRef !== null) {
      const stored = await existing(tx, row.id, orderRef)
      if (stored) return { redemption: toRedemption(stored, row), created: false }
    }
    refuseUnusable(row, day)
    const { rows } = await tx.query(
      `insert into redemptions as r (code_id, amount, order_ref, channel, redeemed_at, recorded_by) values ($1, $2, $3, $4, $5, $6)
       on conflict (code_id, order_ref) where order_ref is not null do nothing returning ${columns}`,
      [row.id, input.amount, orderRef, input.channel ?? null, redeemedAt, recorder.recordedBy],
    )
    // The code's lock makes a clash impossible here; should one happen, the stored sale stands.
    if (!rows[0]) return { redemption: toRedemption((await existing(tx, row.id, orderRef!))!, row), created: false }
    await addUse(tx, row.id, 1)
    await addSale(tx, row.id, day, input.amount, 1)
    const stored = toStored(rows[0])
    // What the sale owes (a commission collaboration's share and Kindred's on it) is written with the sale, or not at all.
    await recordCommissionForRedemption(tx, { id: stored.id, collaborationId: row.collaborationId, amount: stored.amount, redeemerId: row.redeemerId, promoterId: row.promoterId }, rates)
    return { redemption: toRedemption(stored, { ...row, uses: row.uses + 1 }), created: true }
  })
}

/** Voids a sale (its code's redeemer, within 30 days of recording it): out of the use count and the figures, and its ledger entries void. */
export async function voidRedemption(id: number, recorder: Pick<Recorder, 'profileId'>, now = new Date()): Promise<Redemption> {
  const notFound = () => new AppError('not-found', 'We could not find that sale.')
  return transaction(async (tx) => {
    // The code first, as recording does, so a void and a sale of one code never wait on each other in turn.
    const { rows: found } = await tx.query(`select code_id from redemptions where id = $1`, [id])
    if (!found[0]) throw notFound()
    const code = await lockCodeById(tx, Number(found[0].code_id))
    const side = code ? sideOf(code, recorder.profileId) : null
    if (!code || !side) throw notFound()
    if (side !== 'redeemer') throw new AppError('forbidden', 'Only the business that honours this code can void its sales.')
    const { rows } = await tx.query(`select ${columns} from redemptions r where r.id = $1 for update`, [id])
    const stored = toStored(rows[0]!)
    if (stored.voidedAt) throw new AppError('conflict', 'This sale is already void.')
    if (stored.createdAt.getTime() < now.getTime() - voidDays * dayMs) throw new AppError('forbidden', `A sale can be voided only within ${voidDays} days of recording it.`)
    const { rows: voided } = await tx.query(`update redemptions r set voided_at = now(), updated_at = now() where r.id = $1 returning ${columns}`, [id])
    await addUse(tx, code.id, -1)
    await addSale(tx, code.id, melbourneDay(stored.redeemedAt), stored.amount, -1)
    await voidEntriesFor(tx, redemptionSource(id))
    return toRedemption(toStored(voided[0]!), code)
  })
}
