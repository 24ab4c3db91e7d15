// Plans for integration tests: the seeded plans published in the CMS, and a member moved onto one
// through the real POST /auth/plan (its first paid plan starts the trial, as for any member).
import { expect } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { Route as planRoute } from '~/routes/auth/plan'
import { payload } from '~/server/payload.server'

/** The three seeded plans, published with the seed's prices and limits whatever earlier files did to them. */
export async function seedPlans(): Promise<void> {
  const cms = await payload()
  for (const plan of seedData.plans) {
    const { docs } = await cms.find({ collection: 'plans', where: { slug: { equals: plan.slug } }, limit: 1, depth: 0, overrideAccess: true })
    const data = { ...plan, _status: 'published' } as never
    if (docs[0]) await cms.update({ collection: 'plans', id: docs[0].id, data, overrideAccess: true, depth: 0 })
    else await cms.create({ collection: 'plans', data, overrideAccess: true, depth: 0 })
  }
}

type Handler = (context: { request: Request }) => Promise<Response>
const choosePlanHandler = (planRoute as unknown as { options: { server: { handlers: Record<string, Handler> } } }).options.server.handlers.POST!

/** Moves the member holding `token` onto `plan` (monthly billing) through POST /auth/plan. */
export async function choosePlan(token: string, plan: 'community' | 'growth' | 'scale', billing: 'monthly' | 'annual' = 'monthly'): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const response = await choosePlanHandler({ request: new Request('http://localhost:3000/auth/plan', { method: 'POST', headers, body: JSON.stringify({ plan, billing }) }) })
  expect(response.status, await response.clone().text()).toBe(200)
}
