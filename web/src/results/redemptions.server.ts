// The redemptions table's owner: recording a sale made with an offer code, and voiding one
// (decision 0102). `recordRedemption` is the one way a sale is recorded, whoever records it: a member
// through the API, shop staff at a counter link, a file import or a shop's webhook, each passing
// the business it acts for. A sale holds its code's row for the rest of its transaction, so the
// checks (used up?) and the insert see every other sale of that code, and the partial unique index
// on (code, order reference) keeps a repeated order to one row whatever arrives at once.
import { transaction, type Queryable } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { commissionRates, recordCommissionForRedemptions, redemptionSource, voidEntriesFor } from '~/server/ledger.server'

import { addUse, addUses, codeNotFound, lockCodeById, lockCodes, sideOf, statusOf, type CodeRow } from './codes.server'
import { addSale, addSales } from './rollups.server'
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

type Stored = {
  id: number
  codeId: number
  amount: number
  orderRef: string | null
  channel: RedemptionChannel | null
  redeemedAt: Date
  recordedBy: RecordedBy
  voidedAt: Date | null
  createdAt: Date
}

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

/** What became of one sale asked for: recorded (`created`), already recorded (the stored one), or refused. */
export type SaleOutcome = { redemption: Redemption; created: boolean } | { error: AppError }

/** A sale's input checked on its own, before any code is read. */
type Checked = { index: number; code: string; input: RedemptionInput; redeemedAt: Date; day: string; orderRef: string | null }

/** The checks a sale passes on its own: a code's form, and a moment not in the future nor too far back. */
function check(input: RedemptionInput, index: number, now: Date): Checked {
  const code = normaliseCode(input.code)
  if (!code) throw codeNotFound()
  let redeemedAt = input.redeemedAt ?? now
  if (redeemedAt.getTime() > now.getTime() + clockSkewMs) throw fieldError('redeemedAt', 'The sale cannot be in the future.')
  if (redeemedAt.getTime() > now.getTime()) redeemedAt = now
  if (redeemedAt.getTime() < now.getTime() - backdateDays * dayMs) throw fieldError('redeemedAt', `The sale must be within the last ${backdateDays} days.`)
  return { index, code, input, redeemedAt, day: melbourneDay(redeemedAt), orderRef: input.orderRef ?? null }
}

const orderKey = (codeId: number, orderRef: string) => `${codeId} ${orderRef}`

/** The stored sales of these (code, order reference) pairs, by `orderKey`: one statement. */
async function existingOrders(tx: Queryable, pairs: { codeId: number; orderRef: string }[]): Promise<Map<string, Stored>> {
  if (pairs.length === 0) return new Map()
  const { rows } = await tx.query(`select ${columns} from redemptions r join unnest($1::int[], $2::text[]) as o(code_id, order_ref) on r.code_id = o.code_id and r.order_ref = o.order_ref`, [
    pairs.map((pair) => pair.codeId),
    pairs.map((pair) => pair.orderRef),
  ])
  return new Map(rows.map((row) => toStored(row)).map((stored) => [orderKey(stored.codeId, stored.orderRef!), stored]))
}

/** Thrown to roll a dry run back once its outcomes are known. */
class DryRun {
  constructor(readonly outcomes: SaleOutcome[]) {}
}

/**
 * Records sales made with offer codes for the business `recorder` acts for, which must be each
 * code's redeemer (403 for its promoter, 404 for anyone else or an unknown code). This is the one
 * way a sale is recorded: one sale from the API or the counter page, a file's rows, a shop's order.
 * The same order reference for the same code again (already stored, or earlier in `inputs`) answers
 * the stored sale (`created` false), counted once. A code that cannot take a sale (disabled, not yet
 * started, expired, used up, counting the sales before it in `inputs`) refuses it with 409 and why.
 *
 * One transaction with a fixed number of statements however many sales: it locks every code named
 * (in id order), reads the orders already stored, decides each sale in memory, then inserts the
 * accepted ones, bumps the codes' use counts and adds to their days' figures, each in one statement.
 * `dryRun` decides the same way and stores nothing.
 */
export async function recordRedemptions(inputs: RedemptionInput[], recorder: Recorder, options: { now?: Date; dryRun?: boolean } = {}): Promise<SaleOutcome[]> {
  const now = options.now ?? new Date()
  const outcomes: (SaleOutcome | undefined)[] = new Array(inputs.length)
  const checked: Checked[] = []
  inputs.forEach((input, index) => {
    try {
      checked.push(check(input, index, now))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      outcomes[index] = { error }
    }
  })
  if (checked.length === 0) return outcomes as SaleOutcome[]
  // The plans' rates come from the CMS, read before the transaction holds a connection.
  const rates = await commissionRates()
  const work = async (tx: Queryable): Promise<SaleOutcome[]> => {
    const codes = await lockCodes(tx, [...new Set(checked.map((sale) => sale.code))])
    const ownCode = (sale: Checked): CodeRow => {
      const row = codes.get(sale.code)
      const side = row ? sideOf(row, recorder.profileId) : null
      if (!row || !side) throw codeNotFound()
      if (side !== 'redeemer') throw new AppError('forbidden', 'Only the business that honours this code can record its sales.')
      return row
    }
    const pairs = checked.flatMap((sale) => {
      const row = codes.get(sale.code)
      return row && sale.orderRef !== null ? [{ codeId: row.id, orderRef: sale.orderRef }] : []
    })
    const stored = await existingOrders(tx, pairs)
    const uses = new Map<number, number>()
    const accepted: { sale: Checked; row: CodeRow }[] = []
    // A repeat of an order earlier in this batch answers that sale once it is stored.
    const repeats: { sale: Checked; first: Checked }[] = []
    const firstOfOrder = new Map<string, Checked>()
    for (const sale of checked) {
      try {
        const row = ownCode(sale)
        if (sale.orderRef !== null) {
          const key = orderKey(row.id, sale.orderRef)
          const earlier = stored.get(key)
          if (earlier) {
            outcomes[sale.index] = { redemption: toRedemption(earlier, row), created: false }
            continue
          }
          const first = firstOfOrder.get(key)
          if (first) {
            repeats.push({ sale, first })
            continue
          }
          firstOfOrder.set(key, sale)
        }
        const used = uses.get(row.id) ?? 0
        refuseUnusable({ ...row, uses: row.uses + used }, sale.day)
        uses.set(row.id, used + 1)
        accepted.push({ sale, row })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        outcomes[sale.index] = { error }
      }
    }
    if (accepted.length > 0) {
      // Ids drawn first, so each inserted row is known by its id whatever order the insert returns them in.
      const { rows: ids } = await tx.query(`select nextval(pg_get_serial_sequence('redemptions', 'id'))::int as id from generate_series(1, $1::int)`, [accepted.length])
      const { rows } = await tx.query(
        `insert into redemptions as r (id, code_id, amount, order_ref, channel, redeemed_at, recorded_by)
           select * from unnest($1::int[], $2::int[], $3::numeric[], $4::text[], $5::enum_redemptions_channel[], $6::timestamptz[], $7::enum_redemptions_recorded_by[])
         on conflict (code_id, order_ref) where order_ref is not null do nothing returning r.id`,
        [
          ids.map((row) => Number(row.id)),
          accepted.map(({ row }) => row.id),
          accepted.map(({ sale }) => sale.input.amount),
          accepted.map(({ sale }) => sale.orderRef),
          accepted.map(({ sale }) => sale.input.channel ?? null),
          accepted.map(({ sale }) => sale.redeemedAt),
          accepted.map(() => recorder.recordedBy),
        ],
      )
      // The codes' locks make a clash impossible here; should one happen, the whole batch is refused and nothing half-counted stays.
      if (rows.length !== accepted.length) throw new AppError('conflict', 'Some of these sales were being recorded at the same moment. Please try again.')
      const usesAfter = new Map<number, number>()
      // The stored rows are what was inserted: built here rather than read back, which costs a file of thousands most of its time.
      accepted.forEach(({ sale, row }, position) => {
        const after = (usesAfter.get(row.id) ?? row.uses) + 1
        usesAfter.set(row.id, after)
        const stored: Stored = {
          id: Number(ids[position]!.id),
          codeId: row.id,
          amount: sale.input.amount,
          orderRef: sale.orderRef,
          channel: sale.input.channel ?? null,
          redeemedAt: sale.redeemedAt,
          recordedBy: recorder.recordedBy,
          voidedAt: null,
          createdAt: now,
        }
        outcomes[sale.index] = { redemption: toRedemption(stored, { ...row, uses: after }), created: true }
      })
      await addUses(tx, uses)
      await addSales(
        tx,
        accepted.map(({ sale, row }) => ({ codeId: row.id, day: sale.day, amount: sale.input.amount })),
      )
      // What each sale owes (a commission collaboration's share, and Kindred's on it) is written with the sale, or not at all.
      const sales = accepted.map(({ sale, row }, position) => ({
        id: Number(ids[position]!.id),
        collaborationId: row.collaborationId,
        amount: sale.input.amount,
        redeemerId: row.redeemerId,
        promoterId: row.promoterId,
      }))
      await recordCommissionForRedemptions(tx, sales, rates)
    }
    for (const { sale, first } of repeats) {
      const outcome = outcomes[first.index]!
      // Counted once: the sale as its first mention recorded it, or the same refusal.
      outcomes[sale.index] = 'error' in outcome ? outcome : { redemption: outcome.redemption, created: false }
    }
    return outcomes as SaleOutcome[]
  }
  if (!options.dryRun) return transaction(work)
  try {
    await transaction(async (tx) => {
      throw new DryRun(await work(tx))
    })
  } catch (error) {
    if (error instanceof DryRun) return error.outcomes
    throw error
  }
  throw new Error('a dry run ended without its outcomes')
}

/** Records one sale (see `recordRedemptions`): the sale, or its refusal thrown. */
export async function recordRedemption(input: RedemptionInput, recorder: Recorder, now = new Date()): Promise<{ redemption: Redemption; created: boolean }> {
  const [outcome] = await recordRedemptions([input], recorder, { now })
  if (!outcome || 'error' in outcome) throw outcome?.error ?? new Error('a sale ended without an outcome')
  return outcome
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
