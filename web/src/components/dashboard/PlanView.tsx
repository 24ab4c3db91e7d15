// The plan page's body (/dashboard/plan): the member's plan and its status, the published plans with
// their prices and features, and the change form, which shows what the chosen plan and billing
// would change (limits gained and lost, the trial it starts, the prorated amount and the invoice it
// lands on) before the member confirms. The form posts the page itself where no script runs; with
// script it calls the server function and announces the outcome where focus moves.
import type { Account } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'
import { useRouter } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { aud, calendarDay, melbourneDay } from '~/plans/format'
import { previewChange, type LimitChange } from '~/plans/plan-preview'
import { changeMyPlan, type MyPlan } from '~/plans/plans.functions'
import { csrfFieldName } from '~/server/csrf-token'
import { planInForce, type Billing, type PlanStatus } from '~/server/member'

type Texts = Account['planPage']
type Props = {
  mine: MyPlan
  texts: Texts
  /** The server's moment of the render (ISO): the preview's, so server and browser agree. */
  now: string
  search: { plan?: string; billing?: Billing; done?: 'changed' | 'unchanged' }
  /** Why the form posted without script was refused. */
  refusal: string | null
  formToken: string | null
}

const statusText = (texts: Texts, status: PlanStatus) => ({ free: texts.free, trial: texts.trial, active: texts.active, 'past-due': texts.pastDue })[status]

function limitText(texts: Texts, change: LimitChange): string {
  switch (change.limit) {
    case 'searchEverywhere':
      return texts.limitSearchEverywhere
    case 'agreementTemplates':
      return texts.limitAgreementTemplates
    case 'offerCodes':
      return texts.limitOfferCodes
    case 'monthlyReport':
      return texts.limitMonthlyReport
    case 'teamSeats':
      return fill(texts.limitTeamSeats, { count: String(change.count ?? 1) })
    case 'apiKeys':
      return texts.limitApiKeys
  }
}

type Outcome = { kind: 'changed' | 'unchanged'; plan: string } | { kind: 'failed'; message: string }

export function PlanView({ mine, texts, now, search, refusal, formToken }: Props) {
  const router = useRouter()
  const moment = new Date(now)
  const { plans } = mine
  const standing = planInForce(mine.current, moment.getTime())
  const currentPlan = plans.find((plan) => plan.slug === standing.slug)
  const nameOf = (slug: string) => plans.find((plan) => plan.slug === slug)?.name ?? slug
  const preselected = plans.find((plan) => plan.slug === search.plan) ?? plans.find((plan) => plan.slug !== standing.slug) ?? plans[0]
  const [choice, setChoice] = useState({ plan: preselected?.slug ?? '', billing: search.billing ?? standing.billing })
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(refusal ? { kind: 'failed', message: refusal } : search.done ? { kind: search.done, plan: currentPlan?.name ?? standing.slug } : null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (outcome) statusRef.current?.focus()
  }, [outcome])

  const target = plans.find((plan) => plan.slug === choice.plan)
  const preview = target ? previewChange(mine.current, plans, target, choice.billing, moment) : null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setPending(true)
    try {
      const result = await changeMyPlan({ data: choice })
      if (result.success) {
        setOutcome({ kind: result.changed ? 'changed' : 'unchanged', plan: nameOf(result.user.plan.slug) })
        await router.invalidate()
      } else {
        setOutcome({ kind: 'failed', message: result.errorMessage })
      }
    } catch {
      setOutcome({ kind: 'failed', message: texts.failed })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mt-10 space-y-10">
      <section aria-labelledby="plan-status-heading" id="plan-status" className="card" data-testid="plan-status">
        <h2 id="plan-status-heading" className="text-2xl font-bold tracking-tight">
          {texts.currentHeading}
        </h2>
        {outcome ? (
          <p
            ref={statusRef}
            tabIndex={-1}
            role={outcome.kind === 'failed' ? 'alert' : 'status'}
            className={`mt-4 rounded-lg p-3 font-medium ${outcome.kind === 'failed' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
            data-testid="plan-outcome"
          >
            {outcome.kind === 'failed' ? outcome.message : outcome.kind === 'changed' ? fill(texts.changed, { plan: outcome.plan }) : texts.unchanged}
          </p>
        ) : null}
        <p className="mt-4 text-lg" data-testid="plan-current">
          {fill(texts.current, { plan: currentPlan?.name ?? standing.slug })}
        </p>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex gap-4">
            <dt className="text-slate-600">{texts.statusLabel}</dt>
            <dd className="font-medium" data-testid="plan-status-value">
              {statusText(texts, standing.status)}
            </dd>
          </div>
          <div className="flex gap-4">
            <dt className="text-slate-600">{texts.billingLabel}</dt>
            <dd className="font-medium">{standing.billing === 'annual' ? texts.annual : texts.monthly}</dd>
          </div>
        </dl>
        {standing.status === 'trial' && standing.trialEndsAt ? (
          <p className="mt-4" data-testid="plan-trial-ends">
            {fill(texts.trialEnds, { plan: currentPlan?.name ?? standing.slug, date: melbourneDay(standing.trialEndsAt) })}
          </p>
        ) : null}
        {standing.renewsAt && standing.status !== 'trial' ? <p className="mt-4">{fill(texts.renews, { date: melbourneDay(standing.renewsAt) })}</p> : null}
      </section>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-2xl font-bold tracking-tight">
          {texts.plansHeading}
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.slug} className="card flex flex-col" data-testid={`plan-card-${plan.slug}`}>
              <h3 className="text-xl font-semibold">{plan.name}</h3>
              <p className="mt-2 text-2xl font-bold">{fill(texts.perMonth, { price: aud(plan.monthlyPrice) })}</p>
              {plan.monthlyPrice > 0 ? (
                <p className="text-slate-700">
                  {fill(texts.perYear, { price: aud(plan.annualPrice) })}
                  {plan.annualDiscountPercent > 0 ? <> · {fill(texts.annualSaving, { percent: String(plan.annualDiscountPercent) })}</> : null}
                </p>
              ) : null}
              <p className="mt-2 text-sm text-slate-600">{fill(texts.commission, { percent: String(plan.commissionPercent) })}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                {plan.slug === standing.slug ? (
                  <p className="font-semibold text-emerald-800">{texts.yourPlan}</p>
                ) : (
                  <a
                    href={`/dashboard/plan?plan=${plan.slug}#change`}
                    className="btn-secondary"
                    onClick={(event) => {
                      event.preventDefault()
                      setChoice((now) => ({ ...now, plan: plan.slug }))
                      document.getElementById('change-heading')?.scrollIntoView()
                      document.getElementById(`choice-${plan.slug}`)?.focus()
                    }}
                  >
                    {fill(texts.choose, { plan: plan.name })}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="change-heading" id="change" className="card">
        <h2 id="change-heading" className="text-2xl font-bold tracking-tight">
          {texts.submit}
        </h2>
        <p className="mt-2 text-slate-600">{texts.appliesNow}</p>
        <form method="post" action="/dashboard/plan" onSubmit={submit} className="mt-6 space-y-6" data-testid="plan-form">
          {formToken ? <input type="hidden" name={csrfFieldName} value={formToken} /> : null}
          <fieldset>
            <legend className="font-semibold">{texts.plansHeading}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {plans.map((plan) => (
                <label key={plan.slug} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    id={`choice-${plan.slug}`}
                    type="radio"
                    name="plan"
                    value={plan.slug}
                    checked={choice.plan === plan.slug}
                    onChange={() => setChoice((now) => ({ ...now, plan: plan.slug }))}
                    className="size-5"
                  />
                  {plan.name}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold">{texts.billingLabel}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['monthly', 'annual'] as const).map((billing) => (
                <label key={billing} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name="billing" value={billing} checked={choice.billing === billing} onChange={() => setChoice((now) => ({ ...now, billing }))} className="size-5" />
                  {billing === 'annual' ? texts.annual : texts.monthly}
                  {target && target.monthlyPrice > 0 ? (
                    <span className="text-slate-600">
                      ({fill(billing === 'annual' ? texts.perYear : texts.perMonth, { price: aud(billing === 'annual' ? target.annualPrice : target.monthlyPrice) })})
                    </span>
                  ) : null}
                </label>
              ))}
            </div>
          </fieldset>
          {preview ? <ChangePreview texts={texts} preview={preview} /> : null}
          <button type="submit" className="btn-primary" disabled={pending} aria-disabled={pending} data-testid="plan-submit">
            {pending ? texts.saving : texts.submit}
          </button>
        </form>
      </section>
    </div>
  )
}

/** What the chosen change does, announced politely as the choice changes. */
function ChangePreview({ texts, preview }: { texts: Texts; preview: ReturnType<typeof previewChange> }) {
  const { amount, on } = preview.proration
  return (
    <div aria-live="polite" className="rounded-lg bg-slate-100 p-4" data-testid="plan-preview">
      <h3 className="font-semibold">{texts.changesHeading}</h3>
      {preview.next ? (
        <div className="mt-2 space-y-3">
          {preview.trialDays > 0 ? <p data-testid="plan-preview-trial">{fill(texts.startsTrial, { days: String(preview.trialDays) })}</p> : null}
          <LimitList heading={texts.gains} changes={preview.gains} texts={texts} testId="plan-gains" />
          <LimitList heading={texts.loses} changes={preview.loses} texts={texts} testId="plan-loses" />
          <p data-testid="plan-proration">
            {amount > 0
              ? fill(texts.prorationCharge, { amount: aud(amount), date: calendarDay(on) })
              : amount < 0
                ? fill(texts.prorationCredit, { amount: aud(-amount), date: calendarDay(on) })
                : texts.prorationNone}
          </p>
        </div>
      ) : (
        <p className="mt-2">{texts.unchanged}</p>
      )}
    </div>
  )
}

function LimitList({ heading, changes, texts, testId }: { heading: string; changes: LimitChange[]; texts: Texts; testId: string }) {
  if (changes.length === 0) return null
  return (
    <div data-testid={testId}>
      <p className="font-medium">{heading}</p>
      <ul className="mt-1 list-disc pl-6">
        {changes.map((change) => (
          <li key={change.limit}>{limitText(texts, change)}</li>
        ))}
      </ul>
    </div>
  )
}
