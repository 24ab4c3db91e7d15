// POST /api/redemptions/import (decision 0104): a file of sales, `code,amount,orderRef,redeemedAt` with
// the amount in dollars. Each row is checked against the same schema as POST /api/redemptions, and
// every good row goes through `recordRedemptions`, the one way a sale is recorded, in one batch: a
// file of 5,000 rows is one transaction of a handful of statements. Good rows are stored, bad rows
// listed with their line in the file (the header is line 1), and a repeated order (in the file or
// already stored) counted once and reported as a duplicate. `?dryRun=1` decides the same and stores
// nothing.
import { parse } from 'csv-parse/sync'

import { db } from '~/server/db.server'
import { AppError, TooManyRequests } from '~/server/errors.server'
import { fieldErrors, readBody } from '~/server/http.server'
import { countAttempt } from '~/server/rate-limit.server'

import { recordRedemptions, type Recorder } from './redemptions.server'
import { centsOf } from './results.options'
import { redemptionSchema, type RedemptionInput } from './results.schema'

export const maxImportBytes = 1024 * 1024
export const maxImportRows = 5000

const columns = ['code', 'amount', 'orderref', 'redeemedat'] as const
type Column = (typeof columns)[number]

export type ImportSummary = { imported: number; duplicates: number; errors: { line: number; message: string }[] }

const badFile = (message: string) => new AppError('bad-request', message)
const tooLarge = () => badFile('The file is larger than 1 MB. Please split it into smaller files.')

/** Imports a member may send in a window: each may hold 5,000 sales. */
const importLimit = { max: 30, windowSeconds: 600 }

/** The file's text: CSV by its media type, at most 1 MB (refused by its declared length before any of it is read). */
export async function readCsv(request: Request): Promise<string> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'text/csv') throw badFile('Please send the file as CSV (Content-Type: text/csv).')
  try {
    return await readBody(request, maxImportBytes)
  } catch (error) {
    if (error instanceof AppError && error.code === 'payload-too-large') throw tooLarge()
    throw error
  }
}

type Row = { line: number; cells: string[] }

/** The file's records with the line each starts on; the header's columns by name. */
function records(text: string): { header: Map<Column, number>; rows: Row[] } {
  let parsed: { record: string[]; info: { lines: number } }[]
  try {
    // Line ends made one kind first, so the parser's line count is the file's. Its types do not know
    // that `info: true` makes each record `{ record, info }`.
    parsed = parse(text.replace(/\r\n?/g, '\n'), { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed
  } catch (error) {
    throw badFile(`This is not a CSV file we can read: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
  }
  const [first, ...rest] = parsed
  if (!first) throw badFile('The file is empty. Its first line is the header code,amount,orderRef,redeemedAt.')
  const header = new Map<Column, number>()
  first.record.forEach((name, index) => {
    const column = name.trim().toLowerCase() as Column
    if (!columns.includes(column) || header.has(column)) throw badFile(`The header must be code,amount,orderRef,redeemedAt; it has “${name.slice(0, 40)}”.`)
    header.set(column, index)
  })
  if (!header.has('code') || !header.has('amount')) throw badFile('The header must name at least the columns code and amount.')
  if (rest.length > maxImportRows) throw badFile(`The file has ${rest.length} rows; at most ${maxImportRows} are taken at once. Please split it.`)
  const startLine = ({ record, info }: (typeof parsed)[number]) => info.lines - record.join('').split('\n').length + 1
  return { header, rows: rest.map((entry) => ({ line: startLine(entry), cells: entry.record })) }
}

/** A row as the sale it records, or why it cannot be one. */
function saleOf(row: Row, header: Map<Column, number>): RedemptionInput | string {
  if (row.cells.length !== header.size) return `Expected ${header.size} fields, found ${row.cells.length}.`
  const cell = (column: Column) => {
    const index = header.get(column)
    return index === undefined ? '' : (row.cells[index] ?? '').trim()
  }
  if (!cell('code')) return 'code: Give the offer code.'
  const amount = centsOf(cell('amount'))
  if (amount === null) return 'amount: Use an amount in dollars, like 12.50 (at most 1000000.00).'
  const parsed = redemptionSchema.safeParse({ code: cell('code'), amount, orderRef: cell('orderref') || null, redeemedAt: cell('redeemedat') || null })
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldErrors(parsed.error))[0]!
    return `${field}: ${message}`
  }
  return parsed.data
}

/** Checks and (unless `dryRun`) stores the file's sales for `recorder`'s business. */
export async function importSales(text: string, recorder: Recorder, dryRun: boolean): Promise<ImportSummary> {
  const { header, rows } = records(text)
  const summary: ImportSummary = { imported: 0, duplicates: 0, errors: [] }
  const sales: { line: number; input: RedemptionInput }[] = []
  const refusals: { line: number; message: string }[] = []
  for (const row of rows) {
    const sale = saleOf(row, header)
    if (typeof sale === 'string') refusals.push({ line: row.line, message: sale })
    else sales.push({ line: row.line, input: sale })
  }
  const outcomes = sales.length
    ? await recordRedemptions(
        sales.map((sale) => sale.input),
        recorder,
        { dryRun },
      )
    : []
  outcomes.forEach((outcome, index) => {
    const { line } = sales[index]!
    if ('error' in outcome) refusals.push({ line, message: outcome.error.errorMessage })
    else if (outcome.created) summary.imported += 1
    else summary.duplicates += 1
  })
  summary.errors = refusals.sort((a, b) => a.line - b.line)
  return summary
}

/**
 * A member's file of sales for their business, as the API and the dashboard both take it: at most
 * 1 MB, within the member's budget of imports (dry runs included, since each reads the whole file).
 */
export async function importSalesOf(memberId: number, profileId: number, text: string, dryRun: boolean): Promise<ImportSummary> {
  if (Buffer.byteLength(text, 'utf8') > maxImportBytes) throw tooLarge()
  const throttle = await countAttempt(await db(), `results:import:${memberId}`, importLimit)
  if (!throttle.allowed) throw new TooManyRequests(throttle.retryAfterSeconds, 'Too many files imported at once. Please wait a moment and try again.')
  return importSales(text, { profileId, recordedBy: 'import' }, dryRun)
}
