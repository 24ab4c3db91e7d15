// What a plan change does to a member's plan (decision 0103), as pure functions of the stored
// plan, the chosen plan's terms and the moment: the change applies at once; the first move to a
// paid plan starts its free trial, once per member; a trial moved to another paid plan keeps its
// end; a paid period keeps its renewal date when only the plan changes, and starts again when the
// billing does. The invoice's proration follows from the same inputs.
import { planInForce, type Billing, type PlanStatus, type StoredPlan } from '~/server/member'

import { addPeriods, nextInvoiceDay, prorate } from './prorate'

export type { StoredPlan }
/** The part of a plan's terms a change needs (prices in cents). */
export type Terms = { slug: string; monthlyPrice: number; annualPrice: number; trialDays: number }

const day = 86_400_000
const paidStatuses: PlanStatus[] = ['active', 'past-due']

export const priceOf = (terms: Terms, billing: Billing) => (billing === 'annual' ? terms.annualPrice : terms.monthlyPrice)
const isPaid = (terms: Terms) => terms.monthlyPrice > 0 || terms.annualPrice > 0

/** The plan after choosing `target` with `billing` at `now`, or null when that is the plan already. */
export function nextPlan(current: StoredPlan, target: Terms, billing: Billing, now: Date): StoredPlan | null {
  const standing = planInForce(current, now.getTime())
  if (standing.slug === target.slug && standing.billing === billing) return null
  const { trialUsed } = current
  if (!isPaid(target)) return { slug: target.slug, status: 'free', billing, trialEndsAt: null, renewsAt: null, trialUsed }
  if (standing.status === 'trial') return { ...standing, slug: target.slug, billing, trialUsed: true }
  if (!trialUsed && target.trialDays > 0) {
    const trialEndsAt = new Date(now.getTime() + target.trialDays * day).toISOString()
    return { slug: target.slug, status: 'trial', billing, trialEndsAt, renewsAt: null, trialUsed: true }
  }
  const keepsPeriod = paidStatuses.includes(standing.status) && standing.billing === billing && standing.renewsAt !== null
  return {
    slug: target.slug,
    status: keepsPeriod ? standing.status : 'active',
    billing,
    trialEndsAt: null,
    renewsAt: keepsPeriod ? standing.renewsAt : addPeriods(now, billing, 1).toISOString(),
    trialUsed,
  }
}

/**
 * The prorated difference the next invoice carries for the change from `current` (on `from`'s
 * terms) to `next` (on `to`'s), in cents, and that invoice's day. Nothing while the member pays
 * nothing (free, or in a trial). When only the plan changes, the rest of the period's difference;
 * when the billing changes or the plan becomes free, a credit for the rest of the period paid for
 * (the new period is billed as a subscription of its own).
 */
export function prorationOf(current: StoredPlan, from: Terms | undefined, next: StoredPlan, to: Terms, now: Date): { amount: number; on: string } {
  const on = nextInvoiceDay(now)
  const standing = planInForce(current, now.getTime())
  if (!from || !paidStatuses.includes(standing.status) || !standing.renewsAt) return { amount: 0, on }
  const periodEnd = new Date(standing.renewsAt)
  const periodStart = addPeriods(periodEnd, standing.billing, -1)
  const fromPrice = priceOf(from, standing.billing)
  const samePeriod = paidStatuses.includes(next.status) && next.billing === standing.billing && next.renewsAt === standing.renewsAt
  const toPrice = samePeriod ? priceOf(to, next.billing) : 0
  return { amount: prorate({ fromPrice, toPrice, periodStart, periodEnd, at: now }), on }
}

/** The plan page's address: its links, its own form's POST and its sign-in return path. */
export const planPath = '/dashboard/plan'
