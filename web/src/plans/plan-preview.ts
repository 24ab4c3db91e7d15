// What choosing a plan would change, as the plan page shows it before the member confirms: the plan
// after the change, the limits gained and lost, the proration and the invoice it lands on. Pure and
// browser-safe (the page recomputes it as the choice changes); the same rules as the change itself.
import { planInForce, type Billing, type StoredPlan } from '~/server/member'
import type { PlanLimits } from '~/server/plans.server'

import { nextPlan, prorationOf, type Terms } from './plan-change'

/** A plan as the page knows it: its terms and limits (prices in cents). */
export type PlanOffer = Terms & { name: string; limits: PlanLimits }

/** One limit a change gains or loses; `count` for team seats. */
export type LimitChange = { limit: 'searchEverywhere' | 'agreementTemplates' | 'offerCodes' | 'monthlyReport' | 'teamSeats' | 'apiKeys'; count?: number }

export type PlanPreview = {
  /** The plan after the change; null when the choice is the plan already. */
  next: StoredPlan | null
  /** A trial this change starts, in days; 0 when none. */
  trialDays: number
  gains: LimitChange[]
  loses: LimitChange[]
  proration: { amount: number; on: string }
}

const switches = ['agreementTemplates', 'offerCodes', 'monthlyReport', 'apiKeys'] as const

/** The limits `to` has and `from` lacks. */
function added(from: PlanLimits, to: PlanLimits): LimitChange[] {
  const changes: LimitChange[] = []
  if (to.searchScope === 'everywhere' && from.searchScope !== 'everywhere') changes.push({ limit: 'searchEverywhere' })
  for (const limit of switches) if (to[limit] && !from[limit]) changes.push({ limit })
  if (to.teamSeats > from.teamSeats) changes.push({ limit: 'teamSeats', count: to.teamSeats })
  return changes
}

/** `current` moved to `target` with `billing` at `now`; an unknown current plan counts as having no limits. */
export function previewChange(current: StoredPlan, plans: PlanOffer[], target: PlanOffer, billing: Billing, now: Date): PlanPreview {
  const on = { amount: 0, on: '' }
  const next = nextPlan(current, target, billing, now)
  if (!next) return { next: null, trialDays: 0, gains: [], loses: [], proration: on }
  const standing = planInForce(current, now.getTime())
  const from = plans.find((plan) => plan.slug === standing.slug)
  const fromLimits = from?.limits ?? plans.find((plan) => plan.slug === 'community')?.limits ?? target.limits
  const trialDays = next.status === 'trial' && standing.status !== 'trial' ? target.trialDays : 0
  return {
    next,
    trialDays,
    gains: added(fromLimits, target.limits),
    loses: added(target.limits, fromLimits),
    proration: prorationOf(
      current,
      plans.find((plan) => plan.slug === current.slug),
      next,
      target,
      now,
    ),
  }
}
