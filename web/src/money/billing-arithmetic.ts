// The monthly billing's arithmetic in integer cents, apart from the database so it is checked alone
// (billing-arithmetic.test.ts): the GST an invoice's total includes, the invoice's totals from its
// lines, what a pair of businesses owe each other after netting, and the invoice number's form.

/**
 * The GST a GST-inclusive amount holds (10 % on top of the price, so one eleventh of the total), to
 * the whole cent, a half cent rounded away from zero: $49.00 holds $4.45 (4,454.5… ¢ → 445 ¢).
 */
export function gstIncluded(cents: number): number {
  const sign = cents < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(cents) * 2 + 11) / 22)
}

export type InvoiceLine = {
  kind: 'subscription' | 'proration' | 'platform-commission' | 'adjustment' | 'commission' | 'placement-fee'
  amount: number
  entryId: number
  collaborationId: number | null
  createdAt: string
}

/** An invoice's totals: the sum of its signed lines (GST included), the GST in it, and the rest. */
export function invoiceTotals(lines: { amount: number }[]): { total: number; gst: number; exGst: number } {
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const gst = gstIncluded(total)
  return { total, gst, exGst: total - gst }
}

/**
 * What businesses `low` and `high` owe each other over `entries` (each payable by one to the
 * other), netted: the side that owes more pays the difference. A tie leaves `low` as the payer of 0.
 */
export function netPair(entries: { amount: number; payerId: number | null }[], low: number, high: number): { payerId: number; payeeId: number; amount: number; payerOwes: number; payeeOwes: number } {
  let lowOwes = 0
  let highOwes = 0
  for (const entry of entries) {
    if (entry.payerId === low) lowOwes += entry.amount
    else if (entry.payerId === high) highOwes += entry.amount
  }
  return highOwes > lowOwes
    ? { payerId: high, payeeId: low, amount: highOwes - lowOwes, payerOwes: highOwes, payeeOwes: lowOwes }
    : { payerId: low, payeeId: high, amount: lowOwes - highOwes, payerOwes: lowOwes, payeeOwes: highOwes }
}

/** `KIN-2026-000123`: the year it is issued in and its place in that year's sequence. */
export const invoiceNumber = (year: number, sequence: number) => `KIN-${year}-${String(sequence).padStart(6, '0')}`

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`
}

/** The month (YYYY-MM) `at` falls in, in Melbourne. */
export function melbourneMonth(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit' }).formatToParts(at)
  return `${parts.find((part) => part.type === 'year')!.value}-${parts.find((part) => part.type === 'month')!.value}`
}
