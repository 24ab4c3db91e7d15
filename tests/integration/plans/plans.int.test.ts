// Plans (decision 0103): GET /api/plans, POST /auth/plan (the trial once per member, 400, 401, the User
// JSON's plan) and the entitlement gate every plan-gated feature asks, on a real database with the
// seeded plans.
import { beforeAll, describe, expect, it } from 'vitest'

import { db } from '~/server/db.server'
import { entitlementDecision, PlanRequired, requireEntitlement } from '~/server/entitlements.server'
import { errorResponse } from '~/server/errors.server'
import { findMemberById } from '~/server/members.server'
import { Route as plansRoute } from '~/routes/api/plans'
import { Route as planRoute } from '~/routes/auth/plan'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'

import { seedPlans } from '../../support/plans'

import { assertNoSecrets, origin } from '../auth/support'
import { newMember, type Json } from '../partners/support'

type Handler = (context: { request: Request }) => Promise<Response>
const handlerOf = (route: unknown, method: 'GET' | 'POST') => (route as { options: { server: { handlers: Record<string, Handler> } } }).options.server.handlers[method]!

async function send(method: 'GET' | 'POST', path: string, route: unknown, options: { token?: string; body?: unknown; raw?: string } = {}) {
  const headers = new Headers()
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body = options.raw
  if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined) headers.set('content-type', 'application/json')
  const response = await handlerOf(route, method)({ request: new Request(new URL(path, origin), { method, headers, body }) })
  const text = await response.text()
  assertNoSecrets(text)
  return { status: response.status, json: JSON.parse(text) as Json }
}

const choose = (token: string | undefined, body: unknown) => send('POST', '/auth/plan', planRoute, { token, body })

/** Moves a member's trial end (the clock the gate reads): `days` from now, negative for an ended trial. */
async function trialEndsIn(memberId: number, days: number) {
  await (await db()).query(`update members set trial_ends_at = now() + make_interval(days => $2) where id = $1`, [memberId, days])
  return (await findMemberById(memberId))!
}

beforeAll(seedPlans)

describe('GET /api/plans', () => {
  it('answers the published plans from the CMS: prices in cents, the annual one 20% off, their limits', async () => {
    const { status, json } = await send('GET', '/api/plans', plansRoute)
    expect(status).toBe(200)
    expect(json.success).toBe(true)
    const bySlug = Object.fromEntries((json.plans as Json[]).map((plan) => [plan.slug, plan]))
    expect(bySlug.community).toMatchObject({ name: 'Community', monthlyPrice: 0, annualPrice: 0, commissionPercent: 20 })
    expect(bySlug.growth).toMatchObject({ name: 'Growth', monthlyPrice: 4900, annualPrice: 47040, commissionPercent: 15, trialDays: 14 })
    expect(bySlug.scale).toMatchObject({ name: 'Scale', monthlyPrice: 14900, annualPrice: 143040, commissionPercent: 10 })
    expect(bySlug.community.limits).toEqual({ searchScope: 'state', agreementTemplates: false, offerCodes: false, monthlyReport: false, teamSeats: 1, apiKeys: false })
    expect(bySlug.growth.limits).toEqual({ searchScope: 'everywhere', agreementTemplates: true, offerCodes: true, monthlyReport: true, teamSeats: 1, apiKeys: false })
    expect(bySlug.scale.limits).toMatchObject({ teamSeats: 5, apiKeys: true })
    expect(bySlug.growth.features).toContain('Monthly collaboration report')
  })
})

describe('POST /auth/plan', () => {
  it('a new member is on Community, free; the User JSON carries the plan', async () => {
    const member = await newMember()
    const user = (await findMemberById(member.id))!
    expect(user.plan).toEqual({ slug: 'community', status: 'free', billing: 'monthly', trialEndsAt: null, renewsAt: null })
  })

  it('the first move to a paid plan starts its 14-day trial at once; the trial comes once per member', async () => {
    const member = await newMember()
    const before = Date.now()
    const first = await choose(member.token, { plan: 'growth', billing: 'monthly' })
    expect(first.status).toBe(200)
    expect(first.json.success).toBe(true)
    expect(Object.keys(first.json.user.plan).sort()).toEqual(['billing', 'renewsAt', 'slug', 'status', 'trialEndsAt'])
    expect(first.json.user.plan).toMatchObject({ slug: 'growth', status: 'trial', billing: 'monthly', renewsAt: null })
    const trialDays = (Date.parse(first.json.user.plan.trialEndsAt) - before) / 86_400_000
    expect(trialDays).toBeGreaterThan(13.99)
    expect(trialDays).toBeLessThan(14.01)

    const back = await choose(member.token, { plan: 'community', billing: 'monthly' })
    expect(back.json.user.plan).toMatchObject({ slug: 'community', status: 'free', trialEndsAt: null })
    const again = await choose(member.token, { plan: 'scale', billing: 'annual' })
    expect(again.status).toBe(200)
    expect(again.json.user.plan).toMatchObject({ slug: 'scale', status: 'active', billing: 'annual', trialEndsAt: null })
    expect(Date.parse(again.json.user.plan.renewsAt)).toBeGreaterThan(Date.now() + 364 * 86_400_000)

    // What the invoice prorates from is kept: the plan and billing before, and when it changed.
    const { rows } = await (await db()).query(`select previous_plan, previous_billing, plan_changed_at, trial_used from members where id = $1`, [member.id])
    expect(rows[0]).toMatchObject({ previous_plan: 'community', previous_billing: 'monthly', trial_used: true })
    expect(rows[0]!.plan_changed_at).toBeInstanceOf(Date)
  })

  it('two first moves at once start one trial', async () => {
    const member = await newMember()
    const answers = await Promise.all([choose(member.token, { plan: 'growth', billing: 'monthly' }), choose(member.token, { plan: 'scale', billing: 'monthly' })])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const user = (await findMemberById(member.id))!
    // The later change moved the running trial; its end is the first one's.
    expect(user.plan.status).toBe('trial')
    expect(new Set(answers.map((answer) => answer.json.user.plan.trialEndsAt)).size).toBe(1)
  })

  it('answers 400 for an unknown plan, a bad billing, a missing field or a body that is not JSON', async () => {
    const member = await newMember()
    for (const body of [
      { plan: 'platinum', billing: 'monthly' },
      { plan: 'growth', billing: 'weekly' },
      { plan: 'growth' },
      { plan: 'x'.repeat(500), billing: 'monthly' },
      { plan: 7, billing: 'monthly' },
    ]) {
      const answer = await choose(member.token, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.json).toMatchObject({ success: false, errorMessage: expect.any(String) })
    }
    expect((await send('POST', '/auth/plan', planRoute, { token: member.token, raw: '{"plan":' })).status).toBe(400)
    expect((await findMemberById(member.id))!.plan.slug).toBe('community')
  })

  it('answers 401 without a session', async () => {
    const answer = await choose(undefined, { plan: 'growth', billing: 'monthly' })
    expect(answer.status).toBe(401)
    expect(answer.json.success).toBe(false)
    expect((await choose('not-a-token', { plan: 'growth', billing: 'monthly' })).status).toBe(401)
  })
})

describe('the entitlement gate', () => {
  it('refuses Community offer codes with a 403 whose message names Growth, the cheapest plan allowing them', async () => {
    const member = (await findMemberById((await newMember()).id))!
    expect(await entitlementDecision(member, 'offer-codes')).toEqual({ allowed: false, planName: 'Growth', message: 'Offer codes, tracking links and their results come with the Growth plan.' })
    const refusal = await requireEntitlement(member, 'offer-codes').then(
      () => null,
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(PlanRequired)
    const response = errorResponse(refusal, 'test')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ success: false, errorMessage: expect.stringContaining('Growth'), requiredPlan: 'Growth' })
    expect((await entitlementDecision(member, 'api-keys')) as { planName: string }).toMatchObject({ allowed: false, planName: 'Scale' })
  })

  it('a trial counts as its plan until it ends; an ended trial counts as Community', async () => {
    const { id, token } = await newMember()
    await choose(token, { plan: 'growth', billing: 'monthly' })
    const inTrial = await trialEndsIn(id, 3)
    expect(inTrial.plan.status).toBe('trial')
    await expect(requireEntitlement(inTrial, 'offer-codes')).resolves.toBeUndefined()
    expect((await entitlementDecision(inTrial, 'api-keys')).allowed).toBe(false)

    const ended = await trialEndsIn(id, -1)
    expect(ended.plan).toMatchObject({ slug: 'community', status: 'free' })
    expect(await entitlementDecision(ended, 'offer-codes')).toMatchObject({ allowed: false, planName: 'Growth' })
    // The same refusal for a User read before the trial ended, once its end has passed.
    expect(await entitlementDecision({ ...inTrial, plan: { ...inTrial.plan, trialEndsAt: new Date(Date.now() - 1000).toISOString() } }, 'offer-codes')).toMatchObject({ allowed: false })
  })

  it('Scale allows API keys and team seats; Growth allows search everywhere, templates and the report', async () => {
    const scaleMember = await newMember()
    await choose(scaleMember.token, { plan: 'scale', billing: 'monthly' })
    const onScale = (await findMemberById(scaleMember.id))!
    for (const entitlement of ['api-keys', 'team-seats', 'offer-codes', 'search-everywhere'] as const) expect((await entitlementDecision(onScale, entitlement)).allowed).toBe(true)
    const growthMember = await newMember()
    await choose(growthMember.token, { plan: 'growth', billing: 'annual' })
    const onGrowth = (await findMemberById(growthMember.id))!
    for (const entitlement of ['search-everywhere', 'agreement-templates', 'monthly-report'] as const) expect((await entitlementDecision(onGrowth, entitlement)).allowed).toBe(true)
    expect(await entitlementDecision(onGrowth, 'team-seats')).toMatchObject({ allowed: false, planName: 'Scale', message: 'Team tools come with the Scale plan.' })
  })
})
