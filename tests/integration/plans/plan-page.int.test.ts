// The plan page (/dashboard/plan): its form as posted without script changes the plan as the API
// does, and what the page shows before the change (limits gained and lost, the prorated amount and
// the invoice it lands on) is what the change then charges.
import { beforeAll, describe, expect, it } from 'vitest'

import { cookieNames } from '~/auth/config.server'
import { createSession } from '~/auth/session.server'
import { previewChange } from '~/plans/plan-preview'
import { changePlan, listPlans } from '~/plans/plans.server'
import { findMemberById, findMemberPlan } from '~/server/members.server'
import { Route as planPageRoute } from '~/routes/dashboard/plan'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'

import { origin } from '../auth/support'
import { newMember } from '../partners/support'
import { query, seedPlans } from './support'

type Next = (options: { context: Record<string, unknown> }) => Response
type PageHandler = (context: { request: Request; next: Next }) => Promise<Response>
const postHandler = (planPageRoute as unknown as { options: { server: { handlers: { POST: PageHandler } } } }).options.server.handlers.POST

/** Posts the plan form as a browser without script does, signed in as `memberId` unless `session` is false. */
async function postPlanForm(memberId: number, fields: Record<string, string>, { session = true, csrf = 'form-token-1234567890' } = {}) {
  const cookies = [`${cookieNames.csrf}=form-token-1234567890`]
  if (session) cookies.push(`${cookieNames.session}=${(await createSession(memberId, 'vitest')).token}`)
  const request = new Request(`${origin}/dashboard/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: cookies.join('; ') },
    body: new URLSearchParams({ csrf, ...fields }).toString(),
  })
  let rendered: Record<string, unknown> | null = null
  const response = await postHandler({
    request,
    next: ({ context }) => {
      rendered = context
      return new Response('the page', { status: 200 })
    },
  })
  return { response, rendered: rendered as Record<string, unknown> | null }
}

beforeAll(seedPlans)

describe('/dashboard/plan form', () => {
  it('starts the Growth trial from the form and comes back to the page saying so', async () => {
    const member = await newMember()
    const { response } = await postPlanForm(member.id, { plan: 'growth', billing: 'monthly' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard/plan?done=changed#plan-status')
    const user = await findMemberById(member.id)
    expect(user!.plan).toMatchObject({ slug: 'growth', status: 'trial', billing: 'monthly' })
    // Fourteen days from now, to the minute.
    expect(Math.abs(Date.parse(user!.plan.trialEndsAt!) - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000)
    // The same choice again changes nothing and says so.
    const again = await postPlanForm(member.id, { plan: 'growth', billing: 'monthly' })
    expect(again.response.headers.get('location')).toBe('/dashboard/plan?done=unchanged#plan-status')
  })

  it('shows what Growth to Scale gains, and the proration it shows is what the change charges', async () => {
    const member = await newMember()
    // Growth, paid monthly, half-way through a 30-day period.
    await query(
      `update members set plan = 'growth', plan_status = 'active', billing = 'monthly', trial_used = true, trial_ends_at = null,
      renews_at = now() + interval '15 days' where id = $1`,
      [member.id],
    )
    const now = new Date()
    const plans = await listPlans()
    const current = (await findMemberPlan(member.id))!
    const scale = plans.find((plan) => plan.slug === 'scale')!
    const preview = previewChange(current, plans, scale, 'monthly', now)
    expect(preview.gains).toEqual([{ limit: 'apiKeys' }, { limit: 'teamSeats', count: 5 }])
    expect(preview.loses).toEqual([])
    expect(preview.trialDays).toBe(0)
    // $100 a month more for the rest of the period: about half of it, charged on the next invoice.
    expect(preview.proration.amount).toBeGreaterThan(4000)
    expect(preview.proration.amount).toBeLessThan(6000)
    expect(preview.proration.on).toMatch(/^\d{4}-\d{2}-01$/)
    const result = await changePlan((await findMemberById(member.id))!, { plan: 'scale', billing: 'monthly' }, now)
    expect(result).toMatchObject({ changed: true, proration: preview.proration })
    expect(result!.user.plan).toMatchObject({ slug: 'scale', status: 'active' })
    // And back down: the page shows what Scale loses, and a credit.
    const back = previewChange(
      (await findMemberPlan(member.id))!,
      plans,
      plans.find((plan) => plan.slug === 'growth')!,
      'monthly',
      now,
    )
    expect(back.loses).toEqual([{ limit: 'apiKeys' }, { limit: 'teamSeats', count: 5 }])
    expect(back.proration.amount).toBe(-preview.proration.amount)
  })

  it('a trial starting shows its days and gains, and nothing to pay', async () => {
    const member = await newMember()
    const plans = await listPlans()
    const preview = previewChange(
      (await findMemberPlan(member.id))!,
      plans,
      plans.find((plan) => plan.slug === 'growth')!,
      'annual',
      new Date(),
    )
    expect(preview.trialDays).toBe(14)
    expect(preview.gains.map((change) => change.limit)).toEqual(['searchEverywhere', 'agreementTemplates', 'offerCodes', 'monthlyReport'])
    expect(preview.proration.amount).toBe(0)
  })

  it('an unknown plan renders the page again with why (400); nothing changes', async () => {
    const member = await newMember()
    const { response, rendered } = await postPlanForm(member.id, { plan: 'platinum', billing: 'monthly' })
    expect(response.status).toBe(400)
    expect(rendered).toEqual({ planForm: { refusal: 'Please choose a plan.' } })
    expect((await findMemberById(member.id))!.plan.slug).toBe('community')
  })

  it('without a session it sends the visitor to sign in and back; without the CSRF echo it is refused', async () => {
    const member = await newMember()
    const signedOut = await postPlanForm(member.id, { plan: 'growth', billing: 'monthly' }, { session: false })
    expect(signedOut.response.status).toBe(303)
    expect(signedOut.response.headers.get('location')).toBe('/login?redirect=%2Fdashboard%2Fplan')
    const forged = await postPlanForm(member.id, { plan: 'growth', billing: 'monthly' }, { csrf: 'another-token-1234567890' })
    expect(forged.response.status).toBe(403)
    expect((await findMemberById(member.id))!.plan.slug).toBe('community')
  })
})
