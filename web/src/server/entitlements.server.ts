// What a member's plan allows, asked by every feature a plan gates (offer codes and results,
// agreement templates, the monthly report, team seats, API keys, search beyond the member's state).
// Features call `requireEntitlement` (or `hasEntitlement` to show an upgrade path instead of a
// button) and never read plans themselves, so the rules of plans change here and nowhere else.
import { fill } from '@kindred/cms/template'

import { accountCopy } from './copy.server'
import { AppError } from './errors.server'
import { communityPlan, planInForce, type User } from './member'
import { cheapestFirst, noLimits, publishedPlans, type PlanLimits } from './plans.server'

export const entitlements = ['search-everywhere', 'agreement-templates', 'offer-codes', 'monthly-report', 'team-seats', 'api-keys'] as const
export type Entitlement = (typeof entitlements)[number]

/** The answer of a policy: allowed, or refused with the name of the cheapest plan that allows it. */
export type EntitlementDecision = { allowed: true } | { allowed: false; planName: string; message: string }

/** A refusal by plan: 403 with a message that names the plan that allows the action. */
export class PlanRequired extends AppError {
  constructor(
    readonly entitlement: Entitlement,
    readonly planName: string,
    message: string,
  ) {
    super('forbidden', message, { details: { requiredPlan: planName } })
  }
}

/** Which of a plan's limits (CMS fields) allows each entitlement. */
const allows: Record<Entitlement, (limits: PlanLimits) => boolean> = {
  'search-everywhere': (limits) => limits.searchScope === 'everywhere',
  'agreement-templates': (limits) => limits.agreementTemplates,
  'offer-codes': (limits) => limits.offerCodes,
  'monthly-report': (limits) => limits.monthlyReport,
  'team-seats': (limits) => limits.teamSeats > 1,
  'api-keys': (limits) => limits.apiKeys,
}

/** The refusal's words for each entitlement (the `account` global's planGate group). */
const refusalWords = {
  'search-everywhere': 'searchEverywhere',
  'agreement-templates': 'agreementTemplates',
  'offer-codes': 'offerCodes',
  'monthly-report': 'monthlyReport',
  'team-seats': 'teamSeats',
  'api-keys': 'apiKeys',
} as const satisfies Record<Entitlement, string>

/**
 * Whether `member`'s plan allows `entitlement`. Plans live on members (their plan, status and
 * trial) and their limits in the CMS's `plans` collection, both read here in the platform layer.
 * A trial counts as its plan until it ends, then as Community; a plan no longer published counts
 * as Community too, and so does nothing at all when Community is not published either.
 */
export async function entitlementDecision(member: User, entitlement: Entitlement): Promise<EntitlementDecision> {
  const plans = await publishedPlans()
  const slug = planInForce(member.plan).slug
  const own = plans.find((plan) => plan.slug === slug) ?? plans.find((plan) => plan.slug === communityPlan)
  if (allows[entitlement](own?.limits ?? noLimits)) return { allowed: true }
  const words = (await accountCopy()).planGate
  const allowing = cheapestFirst(plans).find((plan) => allows[entitlement](plan.limits))
  if (!allowing) return { allowed: false, planName: '', message: words.noPlan }
  return { allowed: false, planName: allowing.name, message: fill(words[refusalWords[entitlement]], { plan: allowing.name }) }
}

export async function hasEntitlement(member: User, entitlement: Entitlement): Promise<boolean> {
  return (await entitlementDecision(member, entitlement)).allowed
}

/** Throws PlanRequired (403) unless the member's plan allows `entitlement`. */
export async function requireEntitlement(member: User, entitlement: Entitlement): Promise<void> {
  const decision = await entitlementDecision(member, entitlement)
  if (!decision.allowed) throw new PlanRequired(entitlement, decision.planName, decision.message)
}
