// The plan page's form where no script runs (POST /dashboard/plan): the chosen plan and billing are
// changed as the script's server function changes them; done, 303 back to the page saying so;
// refused, the page again with why.
import { seeOther } from '~/server/http.server'
import type { User } from '~/server/member'

import { planPath } from './plan-change'
import { changePlan } from './plans.server'

export type PlanFormFailure = { refusal: string }

/** Start's `next` as the page's POST handler calls it: the page rendered with the refusal. */
type Next<R> = (options: { context: { planForm: PlanFormFailure } }) => R

export function planForm<R>(fields: URLSearchParams, member: User, next: Next<R>) {
  const input = { plan: (fields.get('plan') ?? '').slice(0, 60), billing: (fields.get('billing') ?? '').slice(0, 10) }
  return {
    refuse: (message: string) => next({ context: { planForm: { refusal: message } } }),
    run: async () => {
      const result = await changePlan(member, input)
      // The member was deleted since the session was read: signing in again says so.
      if (!result) return seeOther(`/login?redirect=${encodeURIComponent(planPath)}`)
      return seeOther(`${planPath}?done=${result.changed ? 'changed' : 'unchanged'}#plan-status`)
    },
  }
}
