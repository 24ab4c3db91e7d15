import type { PayloadRequest, TextareaFieldValidation, TextFieldSingleValidation } from 'payload'
import { text, textarea } from 'payload/shared'

import { hasPlanFacts, planFactsProblem } from '../plan-facts'

const slugsKey = 'planFactSlugs'

/**
 * Every plan's slug, drafts included (copy may name a plan published later). Read once per request:
 * Payload checks a document's fields side by side inside the save's transaction, whose one
 * connection runs one statement at a time, so the fields share one lookup instead of each sending its own.
 */
function planSlugs(req: PayloadRequest): Promise<string[]> {
  const cached = req.context[slugsKey] as Promise<string[]> | undefined
  if (cached) return cached
  const lookup = req.payload
    .find({ collection: 'plans', draft: true, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { slug: true }, req })
    .then(({ docs }) => docs.map((doc) => doc.slug))
  req.context[slugsKey] = lookup
  return lookup
}

async function checkFacts(value: string | null | undefined, req: PayloadRequest): Promise<string | true> {
  if (!hasPlanFacts(value)) return true
  return planFactsProblem(value, await planSlugs(req)) ?? true
}

/** A text field's own checks, then its `{plan.fact}` names. */
export const textWithPlanFacts: TextFieldSingleValidation = async (value, options) => {
  const own = text(value, options)
  return own === true ? checkFacts(value, options.req) : own
}

/** A textarea's own checks, then its `{plan.fact}` names. */
export const textareaWithPlanFacts: TextareaFieldValidation = async (value, options) => {
  const own = textarea(value, options)
  return own === true ? checkFacts(value, options.req) : own
}

/** For an admin description: how to name a plan's facts in this field. */
export const planFactsHint = 'Name a plan’s price, commission or trial length as {growth.price}, {growth.commission} or {growth.trialDays} (the plan’s slug first) and it follows the plan.'
