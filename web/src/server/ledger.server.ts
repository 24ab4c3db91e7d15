// The ledger_entries table's one owner (decision 0107): what businesses owe each other and Kindred,
// in integer AUD cents. Several features write it (results as sales are recorded and voided, the
// workspace as a paid placement's agreement is fixed, billing later), always inside their own
// transaction, so an entry exists exactly when what made it does. Append-only: entries are
// written once per source and kind (a unique index; a retry writes nothing) and only their status
// moves, to `void` here; a correction is a new entry (decision 0107).
import { planOfBusiness } from './members.server'
import { communityPlan, planInForce } from './member'
import { publishedPlans } from './plans.server'
import type { Queryable, Row, Tx } from './db.server'
import { percentOf } from './ledger-arithmetic'

export { percentOf, totalsOf, withPlatformCommission } from './ledger-arithmetic'

export const ledgerKinds = ['commission', 'placement-fee', 'platform-commission', 'subscription', 'proration', 'adjustment'] as const
export type LedgerKind = (typeof ledgerKinds)[number]
export const ledgerStatuses = ['pending', 'invoiced', 'paid', 'confirmed', 'disputed', 'void'] as const
export type LedgerStatus = (typeof ledgerStatuses)[number]

/** Kindred's own side of an entry, as LedgerEntry JSON names it. */
export const kindredSlug = 'kindred'

/** LedgerEntry JSON, as `GET /api/ledger` answers it (decision 0107). */
export type LedgerEntry = {
  id: number
  collaborationId: number | null
  kind: LedgerKind
  amount: number
  currency: 'AUD'
  payer: { slug: string }
  payee: { slug: string }
  status: LedgerStatus
  createdAt: string
  statementId: number | null
  invoiceNumber: string | null
}

/** Each plan's platform commission in percent, by slug; read from the CMS before a transaction opens. */
export type CommissionRates = Record<string, number>

/** The published plans' commission rates (the CMS's `commissionPercent`, cached for seconds). */
export async function commissionRates(): Promise<CommissionRates> {
  return Object.fromEntries((await publishedPlans()).map((plan) => [plan.slug, plan.commissionPercent]))
}

type Side = number | 'kindred'
type NewEntry = { collaborationId: number | null; kind: LedgerKind; amount: number; payer: Side; payee: Side; source: string }

/** Writes one entry unless its source already has one of its kind (then nothing): true when written. */
async function append(tx: Queryable, entry: NewEntry): Promise<boolean> {
  const business = (side: Side) => (side === 'kindred' ? null : side)
  const { rowCount } = await tx.query(
    `insert into ledger_entries (collaboration_id, kind, amount, currency, payer_id, payer_is_kindred, payee_id, payee_is_kindred, status, source)
     values ($1, $2, $3, 'AUD', $4, $5, $6, $7, 'pending', $8)
     on conflict (source, kind) do nothing`,
    [entry.collaborationId, entry.kind, entry.amount, business(entry.payer), entry.payer === 'kindred', business(entry.payee), entry.payee === 'kindred', entry.source],
  )
  return (rowCount ?? 0) > 0
}

/** The rate of the plan in force for the member who runs `profileId` (a trial counts as its plan; Community otherwise). */
async function rateOfPayer(tx: Queryable, profileId: number, rates: CommissionRates): Promise<number> {
  const plan = await planOfBusiness(tx, profileId)
  const slug = plan ? planInForce(plan).slug : communityPlan
  return rates[slug] ?? rates[communityPlan] ?? 0
}

/** Writes `entries` in one statement, each unless its source already has one of its kind. */
async function appendAll(tx: Queryable, entries: NewEntry[]): Promise<void> {
  if (entries.length === 0) return
  const business = (side: Side) => (side === 'kindred' ? null : side)
  await tx.query(
    `insert into ledger_entries (collaboration_id, kind, amount, currency, payer_id, payer_is_kindred, payee_id, payee_is_kindred, status, source)
     select e.collaboration_id, e.kind::enum_ledger_entries_kind, e.amount, 'AUD', e.payer_id, e.payer_is_kindred, e.payee_id, e.payee_is_kindred, 'pending', e.source
       from unnest($1::int[], $2::text[], $3::bigint[], $4::int[], $5::boolean[], $6::int[], $7::boolean[], $8::text[])
         with ordinality as e(collaboration_id, kind, amount, payer_id, payer_is_kindred, payee_id, payee_is_kindred, source, position)
      order by e.position
     on conflict (source, kind) do nothing`,
    [
      entries.map((entry) => entry.collaborationId),
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.amount),
      entries.map((entry) => business(entry.payer)),
      entries.map((entry) => entry.payer === 'kindred'),
      entries.map((entry) => business(entry.payee)),
      entries.map((entry) => entry.payee === 'kindred'),
      entries.map((entry) => entry.source),
    ],
  )
}

/** An amount owed, and Kindred's commission on it from the same payer: both written, or neither again. */
async function appendPayable(tx: Queryable, entry: NewEntry, rates: CommissionRates): Promise<void> {
  if (entry.amount <= 0 || entry.payer === 'kindred') return
  await append(tx, entry)
  const platform = percentOf(entry.amount, await rateOfPayer(tx, entry.payer, rates))
  if (platform > 0) await append(tx, { ...entry, kind: 'platform-commission', amount: platform, payee: 'kindred' })
}

/** The source a redemption's entries carry. */
export const redemptionSource = (id: number) => `redemption:${id}`

/** A collaboration's terms as the ledger needs them; read here from proposals, which the partners feature writes. */
async function termsOf(tx: Queryable, collaborationId: number): Promise<Row | null> {
  const { rows } = await tx.query(`select p.model::text as model, p.status::text as status, p.commission_percent, p.fee, p.from_id, p.to_id from proposals p where p.id = $1`, [collaborationId])
  return rows[0] ?? null
}

type Sale = { id: number; collaborationId: number; amount: number; redeemerId: number | null; promoterId: number | null }

/**
 * A sale in a `commission` collaboration: `commissionPercent` of its amount, payable by the
 * redeemer to the promoter, and Kindred's platform commission on that at the redeemer's plan rate.
 * Nothing for another model, a zero amount, or a promoter that has left Kindred. Called in the
 * transaction that records the sale; a repeated sale writes nothing more.
 */
export async function recordCommissionForRedemption(tx: Tx | Queryable, redemption: Sale, rates: CommissionRates): Promise<void> {
  await recordCommissionForRedemptions(tx, [redemption], rates)
}

/**
 * The same for a batch of sales (a file of thousands): each collaboration's terms and each payer's
 * rate read once, and every entry written by one statement, so the cost stays a few statements.
 */
export async function recordCommissionForRedemptions(tx: Tx | Queryable, sales: Sale[], rates: CommissionRates): Promise<void> {
  const parties = sales.filter((sale) => sale.redeemerId !== null && sale.promoterId !== null)
  const percents = new Map<number, number | null>()
  for (const id of new Set(parties.map((sale) => sale.collaborationId))) {
    const terms = await termsOf(tx, id)
    percents.set(id, terms && terms.model === 'commission' && terms.commission_percent != null ? Number(terms.commission_percent) : null)
  }
  const payerRates = new Map<number, number>()
  const entries: NewEntry[] = []
  for (const sale of parties) {
    const percent = percents.get(sale.collaborationId)
    if (percent == null) continue
    const amount = percentOf(sale.amount, percent)
    if (amount <= 0) continue
    const payer = sale.redeemerId!
    if (!payerRates.has(payer)) payerRates.set(payer, await rateOfPayer(tx, payer, rates))
    const entry = { collaborationId: sale.collaborationId, kind: 'commission' as const, amount, payer, payee: sale.promoterId!, source: redemptionSource(sale.id) }
    entries.push(entry)
    const platform = percentOf(amount, payerRates.get(payer)!)
    if (platform > 0) entries.push({ ...entry, kind: 'platform-commission', amount: platform, payee: 'kindred' })
  }
  await appendAll(tx, entries)
}

/**
 * A `paid-placement` collaboration's fee, once its agreement is fixed: payable by the business
 * that proposed it (the one placed) to the one that hosts it, with Kindred's platform commission at
 * the payer's plan rate. For the workspace to call in the transaction that fixes the agreement;
 * calling it again writes nothing more.
 */
export async function recordPlacementFee(tx: Tx | Queryable, collaborationId: number, rates: CommissionRates): Promise<void> {
  const terms = await termsOf(tx, collaborationId)
  if (!terms || terms.model !== 'paid-placement' || terms.status !== 'accepted' || terms.fee == null || terms.from_id == null || terms.to_id == null) return
  const entry = { collaborationId, kind: 'placement-fee' as const, amount: Number(terms.fee), payer: Number(terms.from_id), payee: Number(terms.to_id), source: `placement:${collaborationId}` }
  await appendPayable(tx, entry, rates)
}

/**
 * Voids every entry `source` made (the one status change that is not billing's); amounts stay as
 * written. An entry already on an issued invoice or statement keeps that document's figures, so its
 * void also writes an `adjustment` the other way round, which the next month's invoice or statement
 * carries: what the sale cost is handed back rather than forgotten.
 */
export async function voidEntriesFor(tx: Tx | Queryable, source: string): Promise<number> {
  const { rows } = await tx.query(
    `update ledger_entries set status = 'void', updated_at = now() where source = $1 and status <> 'void'
     returning id, collaboration_id, amount, payer_id, payer_is_kindred, payee_id, payee_is_kindred, invoice_number, statement_id`,
    [source],
  )
  const side = (id: unknown, isKindred: unknown): Side | null => (isKindred ? 'kindred' : id == null ? null : Number(id))
  const returns: NewEntry[] = []
  for (const row of rows) {
    if (row.invoice_number == null && row.statement_id == null) continue
    const payer = side(row.payee_id, row.payee_is_kindred)
    const payee = side(row.payer_id, row.payer_is_kindred)
    // A side that has since left Kindred has nobody left to pay or to credit.
    if (payer === null || payee === null) continue
    const collaborationId = row.collaboration_id == null ? null : Number(row.collaboration_id)
    returns.push({ collaborationId, kind: 'adjustment', amount: Number(row.amount), payer, payee, source: `void:${row.id}` })
  }
  await appendAll(tx, returns)
  return rows.length
}

const columns = `e.id, e.collaboration_id, e.kind::text as kind, e.amount, e.currency::text as currency, e.status::text as status, e.created_at,
  e.statement_id, e.invoice_number, e.payer_is_kindred, e.payee_is_kindred, coalesce(f.slug, '') as payer_slug, coalesce(t.slug, '') as payee_slug`

function toEntry(row: Row): LedgerEntry {
  return {
    id: Number(row.id),
    collaborationId: row.collaboration_id == null ? null : Number(row.collaboration_id),
    kind: String(row.kind) as LedgerKind,
    amount: Number(row.amount),
    currency: 'AUD',
    payer: { slug: row.payer_is_kindred ? kindredSlug : String(row.payer_slug) },
    payee: { slug: row.payee_is_kindred ? kindredSlug : String(row.payee_slug) },
    status: String(row.status) as LedgerStatus,
    createdAt: (row.created_at as Date).toISOString(),
    statementId: row.statement_id == null ? null : Number(row.statement_id),
    invoiceNumber: row.invoice_number == null ? null : String(row.invoice_number),
  }
}

/**
 * The entries business `profileId` pays or receives that were written in `month` (YYYY-MM, a
 * Melbourne month: from its first midnight there to the next month's), oldest first.
 */
export async function entriesOfBusiness(client: Queryable, profileId: number, month: string): Promise<LedgerEntry[]> {
  const { rows } = await client.query(
    `select ${columns} from ledger_entries e
       left join business_profiles f on f.id = e.payer_id left join business_profiles t on t.id = e.payee_id
      where (e.payer_id = $1 or e.payee_id = $1)
        and e.created_at >= (($2 || '-01')::date)::timestamp at time zone 'Australia/Melbourne'
        and e.created_at < ((($2 || '-01')::date + interval '1 month'))::timestamp at time zone 'Australia/Melbourne'
      order by e.created_at, e.id`,
    [profileId, month],
  )
  return rows.map(toEntry)
}

/**
 * What a member's plan costs their business, signed: a positive amount is charged (the business
 * pays Kindred), a negative one credited (Kindred pays the business back; entries are never
 * negative, the direction carries the sign). `source` names the period or the change
 * (`subscription:{business}:{period end}`, `plan-change:{member}:{moment}`), so it is written once.
 * True when this call wrote it.
 */
export async function recordPlanCharge(tx: Tx | Queryable, charge: { businessId: number; kind: 'subscription' | 'proration'; amount: number; source: string }): Promise<boolean> {
  if (charge.amount === 0) return false
  const [payer, payee]: [Side, Side] = charge.amount > 0 ? [charge.businessId, kindredSlug] : [kindredSlug, charge.businessId]
  return append(tx, { collaborationId: null, kind: charge.kind, amount: Math.abs(charge.amount), payer, payee, source: charge.source })
}

/** An entry as the monthly billing run reads it: signed for the business it is billed to. */
export type BillableEntry = { id: number; kind: LedgerKind; amount: number; payerId: number | null; payeeId: number | null; collaborationId: number | null; createdAt: string }

function toBillable(row: Row): BillableEntry {
  return {
    id: Number(row.id),
    kind: String(row.kind) as LedgerKind,
    amount: Number(row.amount),
    payerId: row.payer_id == null ? null : Number(row.payer_id),
    payeeId: row.payee_id == null ? null : Number(row.payee_id),
    collaborationId: row.collaboration_id == null ? null : Number(row.collaboration_id),
    createdAt: (row.created_at as Date).toISOString(),
  }
}

const billableColumns = `e.id, e.kind::text as kind, e.amount, e.payer_id, e.payee_id, e.collaboration_id, e.created_at`

/** The businesses with entries between them and Kindred still to invoice, written before `before`. */
export async function businessesWithKindredEntries(client: Queryable, before: Date): Promise<number[]> {
  const { rows } = await client.query(
    `select distinct coalesce(e.payer_id, e.payee_id) as business_id from ledger_entries e
      where e.status = 'pending' and e.created_at < $1 and e.invoice_number is null
        and ((e.payee_is_kindred and e.payer_id is not null) or (e.payer_is_kindred and e.payee_id is not null))`,
    [before.toISOString()],
  )
  return rows.map((row) => Number(row.business_id))
}

/**
 * The entries with Kindred still to invoice (what each pays Kindred, what Kindred credits it) of the
 * businesses `businessIds`, written before `before` or made by one of `alsoSources`, oldest first,
 * locked for `tx`; by business.
 */
export async function kindredEntriesToInvoiceOf(tx: Queryable, businessIds: number[], before: Date, alsoSources: string[] = []): Promise<Map<number, BillableEntry[]>> {
  const { rows } = await tx.query(
    `select ${billableColumns} from ledger_entries e
      where e.status = 'pending' and e.invoice_number is null and (e.created_at < $2 or e.source = any($3::text[]))
        and ((e.payer_id = any($1::int[]) and e.payee_is_kindred) or (e.payer_is_kindred and e.payee_id = any($1::int[])))
      order by e.created_at, e.id for update`,
    [businessIds, before.toISOString(), alsoSources],
  )
  const byBusiness = new Map<number, BillableEntry[]>()
  for (const entry of rows.map(toBillable)) {
    const businessId = (entry.payerId ?? entry.payeeId)!
    const own = byBusiness.get(businessId) ?? []
    own.push(entry)
    byBusiness.set(businessId, own)
  }
  return byBusiness
}

/** Moves each entry of `ids` onto the invoice number at the same place in `numbers`. */
export async function markInvoicedEach(tx: Queryable, ids: number[], numbers: string[]): Promise<void> {
  if (ids.length === 0) return
  await tx.query(
    `update ledger_entries e set status = 'invoiced', invoice_number = x.number, updated_at = now()
       from unnest($1::int[], $2::text[]) as x(id, number) where e.id = x.id and e.status = 'pending'`,
    [ids, numbers],
  )
}

/** What a statement between two businesses nets: what one owes the other for sales and placements, and corrections of those. */
const pairKinds = `('commission', 'placement-fee', 'adjustment')`

/** The pairs of businesses with entries of `pairKinds` between them still to put on a statement, written before `before`. */
export async function pairsWithEntries(client: Queryable, before: Date): Promise<[number, number][]> {
  const { rows } = await client.query(
    `select distinct least(e.payer_id, e.payee_id) as low, greatest(e.payer_id, e.payee_id) as high from ledger_entries e
      where e.status = 'pending' and e.statement_id is null and e.created_at < $1 and e.kind in ${pairKinds}
        and e.payer_id is not null and e.payee_id is not null`,
    [before.toISOString()],
  )
  return rows.map((row) => [Number(row.low), Number(row.high)])
}

/** The entries of `pairKinds` still to state of each pair of `pairs` ([low, high]), locked for `tx`; by "low:high". */
export async function pairEntriesToStateOf(tx: Queryable, pairs: [number, number][], before: Date): Promise<Map<string, BillableEntry[]>> {
  const { rows } = await tx.query(
    `select ${billableColumns} from ledger_entries e
       join unnest($1::int[], $2::int[]) as p(low, high)
         on (e.payer_id = p.low and e.payee_id = p.high) or (e.payer_id = p.high and e.payee_id = p.low)
      where e.status = 'pending' and e.statement_id is null and e.created_at < $3 and e.kind in ${pairKinds}
      order by e.created_at, e.id for update of e`,
    [pairs.map(([low]) => low), pairs.map(([, high]) => high), before.toISOString()],
  )
  const byPair = new Map<string, BillableEntry[]>()
  for (const entry of rows.map(toBillable)) {
    const key = `${Math.min(entry.payerId!, entry.payeeId!)}:${Math.max(entry.payerId!, entry.payeeId!)}`
    const own = byPair.get(key) ?? []
    own.push(entry)
    byPair.set(key, own)
  }
  return byPair
}

/** Puts each entry of `ids` on the statement at the same place in `statementIds`. */
export async function linkToStatementEach(tx: Queryable, ids: number[], statementIds: number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.query(
    `update ledger_entries e set status = 'invoiced', statement_id = x.statement_id, updated_at = now()
       from unnest($1::int[], $2::int[]) as x(id, statement_id) where e.id = x.id and e.status = 'pending'`,
    [ids, statementIds],
  )
}
