// The owner of code_clicks and code_daily_stats: counting a click, keeping each code's daily figures
// as sales are recorded and voided, and reading results from those figures alone. A results read
// costs one index range per code and day asked, however many clicks or sales there were
// (docs/decisions/0102-results-codes-clicks-and-sales.md).
import { preparedQuery, query, type Queryable } from '~/server/db.server'
import { writeBehind } from '~/server/write-behind.server'

import { currency } from './results.options'

/** One visit of a code's link: the code, the Melbourne day and the visitor's daily hash. */
export type Click = { codeId: number; day: string; visitor: string; qr: boolean }

/**
 * Counts visits of codes' links once per visitor and day, in one statement however many: each click
 * is inserted unless that visitor already came that day, and only the new ones add to their day's
 * figures. Returns how many were new.
 */
export async function countClicks(clicks: readonly Click[]): Promise<number> {
  const unique = [...new Map(clicks.map((click) => [`${click.codeId} ${click.day} ${click.visitor}`, click])).values()]
  if (unique.length === 0) return 0
  const { rows } = await preparedQuery(
    `with click as (
       insert into code_clicks (code_id, day, visitor, qr)
         select * from unnest($1::int[], $2::date[], $3::text[], $4::boolean[])
       on conflict (code_id, day, visitor) do nothing returning code_id, day, qr),
     added as (
       insert into code_daily_stats as s (code_id, day, clicks, qr_scans)
         select code_id, day, count(*), count(*) filter (where qr) from click group by code_id, day
       on conflict (code_id, day) do update set clicks = s.clicks + excluded.clicks, qr_scans = s.qr_scans + excluded.qr_scans
       returning 1)
     select (select count(*) from click) as added`,
    [unique.map((click) => click.codeId), unique.map((click) => click.day), unique.map((click) => click.visitor), unique.map((click) => click.qr)],
  )
  return Number(rows[0]?.added ?? 0)
}

/**
 * Visits queued for `countClicks`: a flood of visits to a printed link is written a batch at a time,
 * at most 20 ms after the visit, and whatever waits is written before the process stops.
 */
const clickQueue = writeBehind<Click>({ name: 'results', maxItems: 1_000, delayMs: 20, write: async (clicks) => void (await countClicks(clicks)) })

/** Counts a visit of a code's link within moments, with others arriving at the same time. */
export const queueClick = (click: Click): void => clickQueue.add(click)

/** Writes the visits queued so far (the results of a visit just made are then complete). */
export const flushClicks = (): Promise<void> => clickQueue.flush()

/** Adds a sale to (`sign` 1) or takes a voided one from (`sign` -1) the code's figures for `day`, inside the caller's transaction. */
export async function addSale(tx: Queryable, codeId: number, day: string, amount: number, sign: 1 | -1): Promise<void> {
  await tx.query(
    `insert into code_daily_stats as s (code_id, day, redemptions, revenue) values ($1, $2, $3, $4)
     on conflict (code_id, day) do update set redemptions = s.redemptions + excluded.redemptions, revenue = s.revenue + excluded.revenue`,
    [codeId, day, sign, sign * amount],
  )
}

/** Sales added to codes' figures, summed per code and day, in one statement inside the caller's transaction. */
export async function addSales(tx: Queryable, sales: { codeId: number; day: string; amount: number }[]): Promise<void> {
  const sums = new Map<string, { codeId: number; day: string; count: number; revenue: number }>()
  for (const sale of sales) {
    const key = `${sale.codeId} ${sale.day}`
    const sum = sums.get(key) ?? { codeId: sale.codeId, day: sale.day, count: 0, revenue: 0 }
    sum.count += 1
    sum.revenue += sale.amount
    sums.set(key, sum)
  }
  if (sums.size === 0) return
  const rows = [...sums.values()]
  await tx.query(
    `insert into code_daily_stats as s (code_id, day, redemptions, revenue)
       select * from unnest($1::int[], $2::text[], $3::int[], $4::bigint[])
     on conflict (code_id, day) do update set redemptions = s.redemptions + excluded.redemptions, revenue = s.revenue + excluded.revenue`,
    [rows.map((row) => row.codeId), rows.map((row) => row.day), rows.map((row) => row.count), rows.map((row) => row.revenue)],
  )
}

export type Figures = { clicks: number; qrScans: number; redemptions: number; revenue: number }
export type Results = Figures & {
  averageSale: number
  currency: typeof currency
  codes: (Figures & { code: string })[]
  days: (Figures & { date: string })[]
}

const figuresOf = (row: Record<string, unknown>): Figures => ({
  clicks: Number(row.clicks ?? 0),
  qrScans: Number(row.qr_scans ?? 0),
  redemptions: Number(row.redemptions ?? 0),
  revenue: Number(row.revenue ?? 0),
})

/** The figures of each of the codes `codeIds` over the days `from`..`to` (YYYY-MM-DD), summed from the rollups; codes without any are left out. */
export async function figuresOfCodes(codeIds: number[], from: string, to: string): Promise<Map<number, Figures>> {
  if (!codeIds.length) return new Map()
  const { rows } = await query(
    `select s.code_id, sum(s.clicks) as clicks, sum(s.qr_scans) as qr_scans, sum(s.redemptions) as redemptions, sum(s.revenue) as revenue
       from code_daily_stats s where s.code_id = any($1::int[]) and s.day >= $2 and s.day <= $3 group by s.code_id`,
    [codeIds, from, to],
  )
  return new Map(rows.map((row) => [Number(row.code_id), figuresOf(row)]))
}

/**
 * The collaboration's results between two Melbourne days (inclusive; open ends take everything),
 * from the daily figures only: totals, each code (every code, even without figures) and each day
 * that has any.
 */
export async function collaborationResults(codes: { id: number; code: string }[], from: string | null, to: string | null): Promise<Results> {
  const ids = codes.map((code) => code.id)
  const { rows } = ids.length
    ? await query(
        `select s.code_id, s.day, s.clicks, s.qr_scans, s.redemptions, s.revenue from code_daily_stats s
          where s.code_id = any($1::int[]) and ($2::text is null or s.day >= $2) and ($3::text is null or s.day <= $3)
          order by s.day`,
        [ids, from, to],
      )
    : { rows: [] }
  const total: Figures = { clicks: 0, qrScans: 0, redemptions: 0, revenue: 0 }
  const perCode = new Map<number, Figures>(ids.map((id) => [id, { clicks: 0, qrScans: 0, redemptions: 0, revenue: 0 }]))
  const perDay = new Map<string, Figures>()
  for (const row of rows) {
    const figures = figuresOf(row)
    const day = String(row.day)
    const byDay = perDay.get(day) ?? { clicks: 0, qrScans: 0, redemptions: 0, revenue: 0 }
    for (const target of [total, perCode.get(Number(row.code_id))!, byDay]) {
      target.clicks += figures.clicks
      target.qrScans += figures.qrScans
      target.redemptions += figures.redemptions
      target.revenue += figures.revenue
    }
    perDay.set(day, byDay)
  }
  return {
    ...total,
    averageSale: total.redemptions > 0 ? Math.round(total.revenue / total.redemptions) : 0,
    currency,
    codes: codes.map(({ id, code }) => ({ code, ...perCode.get(id)! })),
    days: [...perDay].map(([date, figures]) => ({ date, ...figures })),
  }
}

/**
 * The codes with any click or sale between two Melbourne days (inclusive): one range of the index
 * on `day`, so the monthly report's cost follows the codes and days that had figures.
 */
export async function codesActiveBetween(from: string, to: string): Promise<number[]> {
  const { rows } = await query(`select distinct code_id from code_daily_stats where day >= $1 and day <= $2 and (clicks > 0 or qr_scans > 0 or redemptions > 0) order by code_id`, [from, to])
  return rows.map((row) => Number(row.code_id))
}
