// Pricing: one card per plan (the CMS `plans` collection, `cms/src/collections/Plans.ts`), prices in AUD per month.
import { getRouteApi } from '@tanstack/react-router'
import { Check } from 'lucide-react'

import { fillPlanFacts, formatMonthlyPrice } from '@kindred/cms/plan-facts'
import type { PlansBlock as PlansData } from '@kindred/cms/types'
import { track } from '~/analytics'
import { useLiveList } from '~/content/live'
import type { PlanData } from '~/content/types'
import { SmartLink } from '~/components/ui/SmartLink'
import { Section, SectionHeading, trackingName } from './shared'

const rootRoute = getRouteApi('__root__')

export function PlansBlock({ block, plans: loaded, tone }: { block: PlansData; plans: PlanData[]; tone: 'white' | 'tint' }) {
  const plans = useLiveList('plans', loaded)
  const { freeTrial } = rootRoute.useLoaderData().labels
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id} className={`card relative flex flex-col ${plan.badge ? 'border-2 border-brand-700 shadow-lg' : ''}`}>
            {plan.badge ? <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">{plan.badge}</p> : null}
            <h3 className="text-xl font-semibold tracking-tight">{plan.name}</h3>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-5xl font-bold tracking-tight">{formatMonthlyPrice(plan.monthlyPrice)}</span>
              <span className="text-slate-600">{block.perMonthLabel}</span>
            </p>
            <p className="mt-2 text-sm font-medium text-brand-800">{block.commissionLabel.replaceAll('{percent}', String(plan.commissionPercent ?? ''))}</p>
            {plan.trialDays ? <p className="mt-1 text-sm font-medium text-slate-700">{freeTrial.replaceAll('{days}', String(plan.trialDays))}</p> : null}
            <p className="mt-4 leading-7 text-slate-600">{plan.tagline}</p>
            <ul className="mt-6 flex-1 space-y-3">
              {plan.features?.map((feature, i) => (
                <li key={feature.id ?? i} className="flex gap-3 text-slate-700">
                  <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{feature.text}</span>
                </li>
              ))}
            </ul>
            <SmartLink
              href={plan.ctaHref}
              className={`${plan.badge ? 'btn-primary' : 'btn-secondary'} mt-8 w-full`}
              onClick={() => track('button_clicked', { button_name: trackingName({ label: plan.ctaLabel, trackingKey: plan.trackingKey }), location: `${plan.slug.replace(/-/g, '_')}_section` })}
            >
              {plan.ctaLabel}
            </SmartLink>
          </li>
        ))}
      </ul>
      {block.notes?.length ? (
        <ul className="mx-auto mt-10 max-w-2xl space-y-2 text-center text-slate-600">
          {block.notes.map((note, i) => (
            <li key={note.id ?? i}>{fillPlanFacts(note.text, plans)}</li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
