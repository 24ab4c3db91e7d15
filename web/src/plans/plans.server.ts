// The plans feature (decision 0103): the published plans as GET /api/plans answers them, and a member's
// plan change, which takes effect at once in one transaction that holds the member's plan row, so
// two changes at once take turns and the one free trial cannot be started twice.
import { businessOfMember } from '~/server/businesses.server'
import { AppError } from '~/server/errors.server'
import { transaction } from '~/server/db.server'
import { parseWith } from '~/server/http.server'
import type { User } from '~/server/member'
import { recordPlanCharge } from '~/server/ledger.server'
import { findMemberById, lockMemberPlan, setMemberPlan } from '~/server/members.server'
import { publishedPlans, type PlanTerms } from '~/server/plans.server'

import { nextPlan, priceOf, prorationOf } from './plan-change'
import { nextInvoiceDay } from './prorate'
import { planChangeSchema } from './plans.schema'

/** A plan as GET /api/plans shows it: prices in AUD cents. */
export type PlanJson = Pick<PlanTerms, 'slug' | 'name' | 'monthlyPrice' | 'annualPrice' | 'commissionPercent' | 'features' | 'limits'> & {
  currency: 'AUD'
  annualDiscountPercent: number
  trialDays: number
}

export const planJson = (plan: PlanTerms): PlanJson => ({
  slug: plan.slug,
  name: plan.name,
  currency: 'AUD',
  monthlyPrice: plan.monthlyPrice,
  annualPrice: plan.annualPrice,
  annualDiscountPercent: plan.annualDiscountPercent,
  commissionPercent: plan.commissionPercent,
  trialDays: plan.trialDays,
  features: plan.features,
  limits: plan.limits,
})

export async function listPlans(): Promise<PlanJson[]> {
  return (await publishedPlans()).map(planJson)
}

const unknownPlan = () => new AppError('bad-request', 'Please choose a plan.', { fields: { plan: 'Unknown plan' } })

export type PlanChangeResult = { user: User; changed: boolean; proration: { amount: number; on: string } }

/**
 * Moves `member` to the plan and billing `input` names, at once. Unchanged (the same plan and
 * billing) answers the member as they are. Null when the member no longer exists.
 */
export async function changePlan(member: User, input: unknown, now = new Date()): Promise<PlanChangeResult | null> {
  const { plan: slug, billing } = parseWith(planChangeSchema, input)
  const plans = await publishedPlans()
  const target = plans.find((plan) => plan.slug === slug)
  if (!target) throw unknownPlan()
  return transaction(async (tx) => {
    const current = await lockMemberPlan(tx, member.id)
    if (!current) return null
    const next = nextPlan(current, target, billing, now)
    if (!next) {
      const user = await findMemberById(member.id, tx)
      return user ? { user, changed: false, proration: { amount: 0, on: nextInvoiceDay(now) } } : null
    }
    const proration = prorationOf(
      current,
      plans.find((plan) => plan.slug === current.slug),
      next,
      target,
      now,
    )
    const user = await setMemberPlan(tx, member.id, next, now)
    if (!user) return null
    // What the change costs goes on the ledger with it, for the next monthly invoice: a new paid
    // period is charged as it starts, and a change within a paid period its prorated difference.
    const business = await businessOfMember(member.id, tx)
    if (business) {
      if (next.status === 'active' && next.renewsAt && next.renewsAt !== current.renewsAt) {
        const source = `subscription:${business.profileId}:${new Date(next.renewsAt).toISOString()}`
        await recordPlanCharge(tx, { businessId: business.profileId, kind: 'subscription', amount: priceOf(target, next.billing), source })
      }
      await recordPlanCharge(tx, { businessId: business.profileId, kind: 'proration', amount: proration.amount, source: `plan-change:${member.id}:${now.toISOString()}` })
    }
    return { user, changed: true, proration }
  })
}
