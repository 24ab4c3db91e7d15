// What a member's plan allows, asked by every feature a plan gates (offer codes and results,
// agreement templates, the monthly report, team seats, API keys, search beyond the member's state).
// Features call `requireEntitlement` (or `hasEntitlement` to show an upgrade path instead of a
// button) and never read plans themselves, so the rules of plans change here and nowhere else.
import { AppError } from './errors.server'

import type { User } from './member'

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

/**
 * Whether `member`'s plan allows `entitlement`. Plans live on members (their plan, status and
 * trial) and their limits in the CMS's `plans` collection, both read here in the platform layer.
 */
export async function entitlementDecision(member: User, entitlement: Entitlement): Promise<EntitlementDecision> {
  // Until members carry a plan, every member may do everything a plan could gate.
  void member
  void entitlement
  return { allowed: true }
}

export async function hasEntitlement(member: User, entitlement: Entitlement): Promise<boolean> {
  return (await entitlementDecision(member, entitlement)).allowed
}

/** Throws PlanRequired (403) unless the member's plan allows `entitlement`. */
export async function requireEntitlement(member: User, entitlement: Entitlement): Promise<void> {
  const decision = await entitlementDecision(member, entitlement)
  if (!decision.allowed) throw new PlanRequired(entitlement, decision.planName, decision.message)
}
