// The plan page's server functions (/dashboard/plan): the member's plan with the published plans,
// and the change itself, which runs the same transaction as POST /auth/plan.
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { formsCopy } from '~/server/copy.server'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { asAppError } from '~/server/errors.server'
import type { StoredPlan, User } from '~/server/member'
import { findMemberPlan } from '~/server/members.server'
import { signedInMember } from '~/server/viewer.server'

import { changePlan, listPlans, type PlanJson } from './plans.server'

/** Cookie-authenticated writes carry the CSRF header (decision 0013), checked when the member is looked up. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

export type MyPlan = { current: StoredPlan; plans: PlanJson[] }

/** The member's stored plan (whether the one trial is spent included) and every published plan; null for a visitor. */
export const getMyPlan = createServerFn({ method: 'GET' }).handler(async (): Promise<MyPlan | null> => {
  const member = await signedInMember(getRequest())
  if (!member) return null
  const [current, plans] = await Promise.all([findMemberPlan(member.id), listPlans()])
  return current ? { current, plans } : null
})

export type PlanChangeAnswer =
  { success: true; user: User; changed: boolean; proration: { amount: number; on: string } } | { success: false; status: number; errorMessage: string; errors?: Record<string, string> }

/** Bounded before the change's own schema reads it: anything else reads as empty and is refused with a 400. */
const changeInput = z.object({ plan: z.string().max(60).catch(''), billing: z.string().max(10).catch('') }).catch({ plan: '', billing: '' })

/** Moves the signed-in member to the plan and billing chosen; known refusals come back as a Failure the form shows. */
export const changeMyPlan = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => changeInput.parse(input))
  .handler(async ({ data }): Promise<PlanChangeAnswer> => {
    const member = await signedInMember(getRequest())
    const signIn = async () => ({ success: false as const, status: 401, errorMessage: (await formsCopy()).session.signInToContinue })
    if (!member) return signIn()
    try {
      const result = await changePlan(member, data)
      return result ? { success: true, ...result } : signIn()
    } catch (error) {
      const known = asAppError(error)
      if (!known) throw error
      return { success: false, status: known.status, errorMessage: known.errorMessage, ...(known.options.fields ? { errors: known.options.fields } : {}) }
    }
  })
