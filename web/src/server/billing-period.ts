// Billing periods (a month or a year from the day a paid plan starts), shared by the plan change's
// proration and the monthly billing run so both count a period the same way.
import type { Billing } from './member'

/** `date` moved by whole billing periods (a month or a year); a day past the month's end clamps to its last day. */
export function addPeriods(date: Date, billing: Billing, count: number): Date {
  const months = billing === 'annual' ? 12 * count : count
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds())
  return target
}

/** The period of `billing` that a period ending at `renewsAt` repeats into and that holds `at`: its start and end. */
export function periodHolding(renewsAt: Date, billing: Billing, at: Date): { start: Date; end: Date } {
  let end = renewsAt
  let count = 0
  // Whole periods from the stored renewal: forward while the end has passed, back while the start is still ahead.
  while (end.getTime() <= at.getTime()) end = addPeriods(renewsAt, billing, ++count)
  while (addPeriods(renewsAt, billing, count - 1).getTime() > at.getTime()) end = addPeriods(renewsAt, billing, --count)
  return { start: addPeriods(renewsAt, billing, count - 1), end }
}
