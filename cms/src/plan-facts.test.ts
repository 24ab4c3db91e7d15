import { describe, expect, it } from 'vitest'

import { fillPlanFacts, formatMonthlyPrice, hasPlanFacts, planFactsProblem } from './plan-facts'

const plans = [
  { slug: 'community', monthlyPrice: 0, commissionPercent: 20, trialDays: 0 },
  { slug: 'growth', monthlyPrice: 49, commissionPercent: 15, trialDays: 14 },
  { slug: 'scale', monthlyPrice: 149.5, commissionPercent: 10, trialDays: null },
]

describe('plan facts in copy', () => {
  it('fills price, commission and trial length from the named plan', () => {
    expect(fillPlanFacts('Growth ({growth.price}/month), {growth.trialDays}-day trial, {growth.commission} commission', plans)).toBe('Growth ($49/month), 14-day trial, 15% commission')
    expect(fillPlanFacts('{community.price} on Community, {scale.price} on Scale ({scale.trialDays} days)', plans)).toBe('$0 on Community, $149.50 on Scale (0 days)')
  })

  it('leaves other placeholders and unknown names as written', () => {
    expect(fillPlanFacts('{brand}: {percent}% and {gone.price}, {growth.cost}', plans)).toBe('{brand}: {percent}% and {gone.price}, {growth.cost}')
    expect(hasPlanFacts('{brand} {percent}')).toBe(false)
    expect(hasPlanFacts('from {growth.price}')).toBe(true)
  })

  it('names the first unknown plan or fact, and lists what exists', () => {
    const slugs = plans.map((plan) => plan.slug)
    expect(planFactsProblem('Growth costs {growth.price}; {brand} is fine', slugs)).toBeNull()
    expect(planFactsProblem('{pro.price}', slugs)).toBe('{pro.price}: no plan has the slug “pro”. Plans: community, growth, scale.')
    expect(planFactsProblem('{growth.cost}', slugs)).toBe("{growth.cost}: a plan's facts are {growth.price}, {growth.commission}, {growth.trialDays}.")
    expect(planFactsProblem('{growth.price}', [])).toBe('{growth.price}: no plan has the slug “growth”. There are no plans yet.')
  })

  it('formats whole dollars without cents, like the pricing cards', () => {
    expect(formatMonthlyPrice(49)).toBe('$49')
    expect(formatMonthlyPrice(19.9)).toBe('$19.90')
  })

  it('a draft saved without its numbers (as live preview reads it) fills nothing and throws nothing', () => {
    const draft = [{ slug: 'scale', monthlyPrice: null, commissionPercent: null, trialDays: null }]
    expect(fillPlanFacts('Scale: {scale.price}, {scale.commission}, {scale.trialDays}-day trial', draft)).toBe('Scale: {scale.price}, {scale.commission}, 0-day trial')
    expect(formatMonthlyPrice(null)).toBe('')
    expect(formatMonthlyPrice(undefined)).toBe('')
  })
})
