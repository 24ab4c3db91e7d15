// The published plans as the server enforces and bills them (decision 0103): limits, prices in integer
// cents and the trial, read from the CMS's `plans` collection through the short-lived content cache
// (CONTENT_TTL_MS), so an edit in the admin applies within seconds in every process. The gate
// (entitlements.server.ts) and the plans feature read them here; the marketing pages keep their own
// read of the cards.
import type { Plan } from '@kindred/cms/types'

import { cached } from './cache.server'
import { payload } from './payload.server'

export type PlanLimits = {
  searchScope: 'state' | 'everywhere'
  agreementTemplates: boolean
  offerCodes: boolean
  monthlyReport: boolean
  teamSeats: number
  apiKeys: boolean
}

export type PlanTerms = {
  slug: string
  name: string
  order: number
  /** AUD cents a month. */
  monthlyPrice: number
  /** AUD cents a year: twelve months less the annual discount, rounded to the cent. */
  annualPrice: number
  annualDiscountPercent: number
  commissionPercent: number
  trialDays: number
  /** The card's ticked lines: copy, not rules. */
  features: string[]
  limits: PlanLimits
}

/** What a plan with nothing set allows: the least, as Community does. */
export const noLimits: PlanLimits = { searchScope: 'state', agreementTemplates: false, offerCodes: false, monthlyReport: false, teamSeats: 1, apiKeys: false }

/** Dollars as the CMS keeps them, in integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100)

/** A year at `monthlyCents` a month less `discountPercent`, to the nearest cent. */
export const annualCents = (monthlyCents: number, discountPercent: number) => Math.round((monthlyCents * 12 * (100 - discountPercent)) / 100)

export function termsOf(plan: Plan): PlanTerms {
  const monthlyPrice = toCents(plan.monthlyPrice)
  const annualDiscountPercent = plan.annualDiscountPercent ?? 0
  const limits = plan.limits ?? {}
  return {
    slug: plan.slug,
    name: plan.name,
    order: plan.order,
    monthlyPrice,
    annualPrice: annualCents(monthlyPrice, annualDiscountPercent),
    annualDiscountPercent,
    commissionPercent: plan.commissionPercent,
    trialDays: plan.trialDays ?? 0,
    features: (plan.features ?? []).map((feature) => feature.text),
    limits: {
      searchScope: limits.searchScope === 'everywhere' ? 'everywhere' : 'state',
      agreementTemplates: limits.agreementTemplates === true,
      offerCodes: limits.offerCodes === true,
      monthlyReport: limits.monthlyReport === true,
      teamSeats: Math.max(1, Math.floor(limits.teamSeats ?? 1)),
      apiKeys: limits.apiKeys === true,
    },
  }
}

/** Every published plan, in the order of the pricing page. */
export const publishedPlans = (): Promise<PlanTerms[]> =>
  cached('plans:terms', async () => {
    const cms = await payload()
    const { docs } = await cms.find({ collection: 'plans', depth: 0, limit: 50, pagination: false, sort: 'order', overrideAccess: false })
    return docs.map(termsOf)
  })

/** The plans cheapest first (a tie in the pricing page's order): whom a refusal names. */
export const cheapestFirst = (plans: PlanTerms[]) => [...plans].sort((a, b) => a.monthlyPrice - b.monthlyPrice || a.order - b.order)
