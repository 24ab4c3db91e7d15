// Fills `{plan.fact}` names (@kindred/cms/plan-facts) in the copy the server resolves on its own:
// search titles and descriptions, and the Open Graph card drawn from them. Block copy is filled
// where it is drawn, so live preview fills what an editor types too.
import { fillPlanFacts, hasPlanFacts, type PlanFacts } from '@kindred/cms/plan-facts'
import type { Plan } from '@kindred/cms/types'

import { plans, type ReadMode } from './collections.server'

/** The part of a plan that copy may name. */
export const factsOf = ({ slug, monthlyPrice, commissionPercent, trialDays }: Plan): PlanFacts => ({ slug, monthlyPrice, commissionPercent, trialDays })

/** `fields` with its title and description filled; the plans are read only when one names a fact. */
export async function withPlanFacts<T extends { title: string; description: string }>(fields: T, mode?: ReadMode): Promise<T> {
  if (!hasPlanFacts(fields.title) && !hasPlanFacts(fields.description)) return fields
  const known = (await plans(mode)).map(factsOf)
  return { ...fields, title: fillPlanFacts(fields.title, known), description: fillPlanFacts(fields.description, known) }
}
