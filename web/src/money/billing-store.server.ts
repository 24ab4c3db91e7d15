// The invoices, statements and invoice_counters tables' one owner (decision 0109):
// Kindred's numbered monthly invoices, the statements between pairs of businesses, and the counter
// that numbers invoices without gaps. The billing run and the statement actions use these.
import type { Queryable, Row } from '~/server/db.server'

import { invoiceNumber, type InvoiceLine } from './billing-arithmetic'
import type { Invoice, Statement, StatementStatus } from './invoice'

export { statementStatuses, type Invoice, type Party, type Statement, type StatementStatus } from './invoice'

/** Days after issue in which either side may dispute a statement. */
export const disputeDays = 14

const iso = (value: unknown) => (value == null ? null : (value as Date).toISOString())

/** The moment `month`'s invoices and statements are issued: the first midnight of the next month in Melbourne. */
export async function issueMoment(client: Queryable, month: string): Promise<Date> {
  const { rows } = await client.query(`select ((($1 || '-01')::date + interval '1 month')::timestamp at time zone 'Australia/Melbourne') as at`, [month])
  return rows[0]!.at as Date
}

/** The names of the businesses `ids`, by id. */
export async function namesOfBusinesses(client: Queryable, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await client.query(`select id, name from business_profiles where id = any($1::int[])`, [ids])
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]))
}

/** The businesses among `ids` whose invoice for `month` exists (a run that went before; it is issued once). */
export async function invoicedIn(client: Queryable, month: string): Promise<Set<number>> {
  const { rows } = await client.query(`select business_id from invoices where month = $1 and business_id is not null`, [month])
  return new Set(rows.map((row) => Number(row.business_id)))
}

/** The member who runs each of the businesses `ids` that has one, by business. */
export async function membersOfBusinesses(client: Queryable, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await client.query(`select id, member_id from business_profiles where id = any($1::int[]) and member_id is not null`, [ids])
  return new Map(rows.map((row) => [Number(row.id), Number(row.member_id)]))
}

type NewInvoice = { businessId: number; total: number; gst: number; lines: InvoiceLine[] }

/**
 * Claims and numbers the invoices of `month` of many businesses in one go: a business whose invoice
 * for the month exists already (another run, another process) is left alone. The numbers come
 * together from the year's counter row, in order of business, in the caller's transaction, so a
 * batch that rolls back (a failure, a kill) gives them all back and numbers have no gaps.
 * Answers the numbers by business.
 */
export async function issueInvoices(tx: Queryable, month: string, issuedAt: Date, invoices: NewInvoice[]): Promise<Map<number, string>> {
  if (invoices.length === 0) return new Map()
  const sorted = [...invoices].sort((a, b) => a.businessId - b.businessId)
  const { rows } = await tx.query(
    `insert into invoices (number, business_id, month, total, gst, currency, lines, issued_at)
     select 'claim:' || x.business_id || ':' || $1, x.business_id, $1, x.total, x.gst, 'AUD', x.lines, $2
       from unnest($3::int[], $4::bigint[], $5::bigint[], $6::jsonb[]) as x(business_id, total, gst, lines)
      order by x.business_id
     on conflict (business_id, month) do nothing returning id, business_id`,
    [month, issuedAt.toISOString(), sorted.map((i) => i.businessId), sorted.map((i) => i.total), sorted.map((i) => i.gst), sorted.map((i) => JSON.stringify(i.lines))],
  )
  if (rows.length === 0) return new Map()
  const claimed = rows.map((row) => ({ id: Number(row.id), businessId: Number(row.business_id) })).sort((a, b) => a.businessId - b.businessId)
  const year = Number(month.slice(0, 4)) + (month.endsWith('-12') ? 1 : 0)
  const counter = await tx.query(`insert into invoice_counters (year, last) values ($1, $2) on conflict (year) do update set last = invoice_counters.last + $2 returning last`, [year, claimed.length])
  const first = Number(counter.rows[0]!.last) - claimed.length + 1
  const numbers = claimed.map((_, index) => invoiceNumber(year, first + index))
  await tx.query(`update invoices i set number = x.number, updated_at = now() from unnest($1::int[], $2::text[]) as x(id, number) where i.id = x.id`, [claimed.map((invoice) => invoice.id), numbers])
  return new Map(claimed.map((invoice, index) => [invoice.businessId, numbers[index]!]))
}

const invoiceColumns = `i.number, i.month, i.issued_at, i.total, i.gst, i.lines, coalesce(b.slug, '') as slug, coalesce(b.name, '') as name`

function toInvoice(row: Row): Invoice {
  const total = Number(row.total)
  const gst = Number(row.gst)
  return {
    number: String(row.number),
    month: String(row.month),
    issuedAt: iso(row.issued_at)!,
    currency: 'AUD',
    total,
    gst,
    exGst: total - gst,
    business: { slug: String(row.slug), name: String(row.name) },
    lines: row.lines as InvoiceLine[],
  }
}

/** Business `businessId`'s invoices, newest first. */
export async function invoicesOfBusiness(client: Queryable, businessId: number): Promise<Invoice[]> {
  const { rows } = await client.query(
    `select ${invoiceColumns} from invoices i left join business_profiles b on b.id = i.business_id where i.business_id = $1 order by i.issued_at desc, i.number desc`,
    [businessId],
  )
  return rows.map(toInvoice)
}

/** Invoice `number` when it is business `businessId`'s, else null (another's is not found). */
export async function invoiceOfBusiness(client: Queryable, businessId: number, number: string): Promise<Invoice | null> {
  const { rows } = await client.query(`select ${invoiceColumns} from invoices i left join business_profiles b on b.id = i.business_id where i.business_id = $1 and i.number = $2`, [businessId, number])
  return rows[0] ? toInvoice(rows[0]) : null
}

type NewStatement = { payerId: number; payeeId: number; amount: number; payerOwes: number; payeeOwes: number }

/** Writes `month`'s statements of many pairs in one go, leaving a pair whose statement exists alone; answers the new ids by "low:high". */
export async function issueStatements(tx: Queryable, month: string, issuedAt: Date, statements: NewStatement[]): Promise<Map<string, number>> {
  if (statements.length === 0) return new Map()
  const column = (key: keyof NewStatement) => statements.map((statement) => statement[key])
  const { rows } = await tx.query(
    `insert into statements (month, payer_id, payee_id, amount, payer_owes, payee_owes, status, issued_at)
     select $1, x.payer_id, x.payee_id, x.amount, x.payer_owes, x.payee_owes, 'issued', $2
       from unnest($3::int[], $4::int[], $5::bigint[], $6::bigint[], $7::bigint[]) as x(payer_id, payee_id, amount, payer_owes, payee_owes)
      order by least(x.payer_id, x.payee_id), greatest(x.payer_id, x.payee_id)
     on conflict (least(payer_id, payee_id), greatest(payer_id, payee_id), month) do nothing returning id, payer_id, payee_id`,
    [month, issuedAt.toISOString(), column('payerId'), column('payeeId'), column('amount'), column('payerOwes'), column('payeeOwes')],
  )
  return new Map(rows.map((row) => [`${Math.min(Number(row.payer_id), Number(row.payee_id))}:${Math.max(Number(row.payer_id), Number(row.payee_id))}`, Number(row.id)]))
}

const statementColumns = `s.id, s.month, s.status::text as status, s.amount, s.payer_owes, s.payee_owes, s.issued_at, s.paid_at, s.confirmed_at, s.disputed_at, s.dispute_reason,
  s.payer_id, s.payee_id, coalesce(f.slug, '') as payer_slug, coalesce(f.name, '') as payer_name, coalesce(t.slug, '') as payee_slug, coalesce(t.name, '') as payee_name`
const statementJoins = `left join business_profiles f on f.id = s.payer_id left join business_profiles t on t.id = s.payee_id`

/** A statement with the ids of its two sides, which the actions check. */
export type StoredStatement = Statement & { payerId: number | null; payeeId: number | null }

function toStatement(row: Row): StoredStatement {
  const issuedAt = row.issued_at as Date
  return {
    id: Number(row.id),
    month: String(row.month),
    status: String(row.status) as StatementStatus,
    currency: 'AUD',
    amount: Number(row.amount),
    payerOwes: Number(row.payer_owes),
    payeeOwes: Number(row.payee_owes),
    payer: { slug: String(row.payer_slug), name: String(row.payer_name) },
    payee: { slug: String(row.payee_slug), name: String(row.payee_name) },
    issuedAt: issuedAt.toISOString(),
    disputableUntil: new Date(issuedAt.getTime() + disputeDays * 86_400_000).toISOString(),
    paidAt: iso(row.paid_at),
    confirmedAt: iso(row.confirmed_at),
    disputedAt: iso(row.disputed_at),
    disputeReason: row.dispute_reason == null ? null : String(row.dispute_reason),
    payerId: row.payer_id == null ? null : Number(row.payer_id),
    payeeId: row.payee_id == null ? null : Number(row.payee_id),
  }
}

/** The statement JSON without the internal ids. */
export function statementJson(statement: StoredStatement): Statement {
  const { payerId: _payer, payeeId: _payee, ...json } = statement
  return json
}

/** Business `businessId`'s statements (either side), newest first. */
export async function statementsOfBusiness(client: Queryable, businessId: number): Promise<StoredStatement[]> {
  const { rows } = await client.query(`select ${statementColumns} from statements s ${statementJoins} where s.payer_id = $1 or s.payee_id = $1 order by s.issued_at desc, s.id desc`, [businessId])
  return rows.map(toStatement)
}

/** Statement `id`, locked for the rest of `tx` (two actions at once take turns); null when there is none. */
export async function lockStatement(tx: Queryable, id: number): Promise<StoredStatement | null> {
  const { rows } = await tx.query(`select ${statementColumns} from statements s ${statementJoins} where s.id = $1 for no key update of s`, [id])
  return rows[0] ? toStatement(rows[0]) : null
}

/** Moves statement `id` to `status`, stamping the moment (and the reason of a dispute). */
export async function setStatementStatus(tx: Queryable, id: number, status: Exclude<StatementStatus, 'issued'>, at: Date, reason: string | null = null): Promise<void> {
  const stamp = { paid: 'paid_at', confirmed: 'confirmed_at', disputed: 'disputed_at' }[status]
  await tx.query(`update statements set status = $2, ${stamp} = $3, dispute_reason = coalesce($4, dispute_reason), updated_at = now() where id = $1`, [id, status, at.toISOString(), reason])
}
