// /dashboard/plan: the member's plan, the published plans, and changing plan and billing with what
// the change does shown first (decision 0103). `?plan=` preselects a plan (the pricing page's buttons
// lead here); its POST is the page's own form where no script runs (plans/plan-form.server.ts).
import { createFileRoute, redirect } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { memberPageForm } from '~/auth/page-form.server'
import { optionalOneOf, optionalString } from '~/auth/search-params'
import { headerPage, PageHeader } from '~/components/PageHeader'
import { PlanView } from '~/components/dashboard/PlanView'
import { loadAccountCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { planPath } from '~/plans/plan-change'
import { planForm, type PlanFormFailure } from '~/plans/plan-form.server'
import { getMyPlan } from '~/plans/plans.functions'
import { headFor } from '~/server/head'

type Search = { plan?: string; billing?: 'monthly' | 'annual'; done?: 'changed' | 'unchanged' }

export const Route = createFileRoute('/dashboard/plan')({
  server: {
    handlers: {
      POST: ({ request, next }) => memberPageForm(request, planPath, (fields, member) => planForm(fields, member, next)),
    },
  },
  validateSearch: (search: Record<string, unknown>): Search => ({
    plan: optionalString(search.plan, 60),
    billing: optionalOneOf(search.billing, ['monthly', 'annual'] as const),
    done: optionalOneOf(search.done, ['changed', 'unchanged'] as const),
  }),
  beforeLoad: ({ serverContext }) => ({ planRefused: formFailure<PlanFormFailure>(serverContext, 'planForm') }),
  loader: async () => {
    const [page, mine, texts] = await Promise.all([loadPage(planPath), getMyPlan(), loadAccountCopy(['planPage'])])
    if (!mine) throw redirect({ to: '/login', search: { redirect: planPath } })
    // One moment for the preview on the server and in the browser, so both render the same amounts.
    return { seo: page.seo, page: headerPage(page.page), mine, texts: texts.planPage, now: new Date().toISOString() }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: PlanPage,
})

function PlanPage() {
  const { page, mine, texts, now } = Route.useLoaderData()
  const { planRefused, viewer } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <PageHeader page={page} />
        <PlanView mine={mine} texts={texts} now={now} search={search} refusal={planRefused?.refusal ?? null} formToken={viewer?.formToken ?? null} />
      </div>
    </div>
  )
}
