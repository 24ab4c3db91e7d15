// Proration in integer cents (decision 0103: plan changes are immediate, billing is prorated). Pure, so the
// plan page shows the amount and the monthly invoice charges it by the same arithmetic.
import { addPeriods } from '~/server/billing-period'

export { addPeriods }

export type ProrationInput = {
  /** What the period was bought at, in cents. */
  fromPrice: number
  /** What the rest of the period now costs at the new price for a whole period, in cents. */
  toPrice: number
  periodStart: Date
  periodEnd: Date
  /** The moment of the change. */
  at: Date
}

/** Halves round away from zero, so a change and its reverse prorate to opposite amounts. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value))

/**
 * The difference for the rest of the period, in cents: positive is charged, negative credited. The
 * moment is clamped into the period (before it: all of it remains; after it: nothing does). Its
 * size is at most the difference of the two prices.
 */
export function prorate({ fromPrice, toPrice, periodStart, periodEnd, at }: ProrationInput): number {
  const length = periodEnd.getTime() - periodStart.getTime()
  if (length <= 0) return 0
  const remaining = Math.min(length, Math.max(0, periodEnd.getTime() - at.getTime()))
  // Integer cents times milliseconds stay exact far beyond any price and period (2^53).
  return roundHalfAway(((toPrice - fromPrice) * remaining) / length)
}

/** The first day of the month after `at` in Melbourne (YYYY-MM-DD): when the next invoice is issued (decision 0109). */
export function nextInvoiceDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit' }).formatToParts(at)
  const year = Number(parts.find((part) => part.type === 'year')!.value)
  const month = Number(parts.find((part) => part.type === 'month')!.value)
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}
