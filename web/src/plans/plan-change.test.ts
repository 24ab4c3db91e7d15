import { describe, expect, it } from 'vitest'

import type { StoredPlan } from '~/server/member'

import { nextPlan, prorationOf, type Terms } from './plan-change'

const community: Terms = { slug: 'community', monthlyPrice: 0, annualPrice: 0, trialDays: 0 }
const growth: Terms = { slug: 'growth', monthlyPrice: 4900, annualPrice: 47040, trialDays: 14 }
const scale: Terms = { slug: 'scale', monthlyPrice: 14900, annualPrice: 143040, trialDays: 14 }
const now = new Date('2026-12-16T12:00:00Z')
const free: StoredPlan = { slug: 'community', status: 'free', billing: 'monthly', trialEndsAt: null, renewsAt: null, trialUsed: false }

describe('nextPlan', () => {
  it('the first move to a paid plan starts its 14-day trial', () => {
    expect(nextPlan(free, growth, 'monthly', now)).toEqual({ slug: 'growth', status: 'trial', billing: 'monthly', trialEndsAt: '2026-12-30T12:00:00.000Z', renewsAt: null, trialUsed: true })
  })

  it('a trial moved to another paid plan keeps its end; no second trial after it', () => {
    const trial = nextPlan(free, growth, 'monthly', now)!
    expect(nextPlan(trial, scale, 'annual', now)).toMatchObject({ slug: 'scale', status: 'trial', billing: 'annual', trialEndsAt: trial.trialEndsAt })
    const back = nextPlan(trial, community, 'monthly', now)!
    expect(back).toMatchObject({ slug: 'community', status: 'free', trialUsed: true })
    expect(nextPlan(back, growth, 'monthly', now)).toEqual({ slug: 'growth', status: 'active', billing: 'monthly', trialEndsAt: null, renewsAt: '2027-01-16T12:00:00.000Z', trialUsed: true })
  })

  it('an ended trial counts as Community: choosing Community again changes nothing', () => {
    const ended: StoredPlan = { slug: 'growth', status: 'trial', billing: 'monthly', trialEndsAt: '2026-12-01T00:00:00.000Z', renewsAt: null, trialUsed: true }
    expect(nextPlan(ended, community, 'monthly', now)).toBeNull()
    expect(nextPlan(ended, growth, 'monthly', now)).toMatchObject({ status: 'active' })
  })

  it('the same plan and billing is no change; a paid plan keeps its renewal when only the plan changes', () => {
    const active: StoredPlan = { slug: 'growth', status: 'active', billing: 'monthly', trialEndsAt: null, renewsAt: '2027-01-01T00:00:00.000Z', trialUsed: true }
    expect(nextPlan(active, growth, 'monthly', now)).toBeNull()
    expect(nextPlan(active, scale, 'monthly', now)).toMatchObject({ slug: 'scale', status: 'active', renewsAt: '2027-01-01T00:00:00.000Z' })
    expect(nextPlan(active, growth, 'annual', now)).toMatchObject({ billing: 'annual', renewsAt: '2027-12-16T12:00:00.000Z' })
  })
})

describe('prorationOf', () => {
  const active: StoredPlan = { slug: 'growth', status: 'active', billing: 'monthly', trialEndsAt: null, renewsAt: '2027-01-01T00:00:00.000Z', trialUsed: true }

  it('Growth to Scale half-way through the month carries half the difference on the next invoice', () => {
    const next = nextPlan(active, scale, 'monthly', now)!
    expect(prorationOf(active, growth, next, scale, now)).toEqual({ amount: 5000, on: '2027-01-01' })
  })

  it('down to Community credits the rest of the month; a trial or a free plan prorates nothing', () => {
    expect(prorationOf(active, growth, nextPlan(active, community, 'monthly', now)!, community, now).amount).toBe(-2450)
    const trial = nextPlan(free, growth, 'monthly', now)!
    expect(prorationOf(free, community, trial, growth, now).amount).toBe(0)
    expect(prorationOf(trial, growth, nextPlan(trial, scale, 'monthly', now)!, scale, now).amount).toBe(0)
  })
})
