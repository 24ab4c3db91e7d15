// The plans API (decision 0103) as plain `Request → Response` handlers; thrown AppErrors are answered
// by the platform's `serve` in the contract's failure shape.
import { formsCopy } from '~/server/copy.server'
import { AppError } from '~/server/errors.server'
import { json, readJsonObject } from '~/server/http.server'
import type { User } from '~/server/member'

import { changePlan, listPlans } from './plans.server'

/** GET /api/plans: every published plan, prices in AUD cents. Public. */
export async function getPlans(): Promise<Response> {
  return json(200, { success: true, plans: await listPlans() })
}

/** POST /auth/plan: plan (slug) and billing; the change takes effect at once. */
export async function postPlan(request: Request, member: User): Promise<Response> {
  let body: Record<string, unknown>
  try {
    body = await readJsonObject(request)
  } catch (error) {
    // The contract's 400 covers a body that is not JSON at all.
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
  const result = await changePlan(member, body)
  // The member was deleted after the request was authenticated.
  if (!result) throw new AppError('unauthorized', (await formsCopy()).session.signInToContinue)
  return json(200, { success: true, user: result.user })
}
