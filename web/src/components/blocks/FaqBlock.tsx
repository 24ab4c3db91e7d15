// FAQ as native disclosure widgets: keyboard-accessible and working before any script runs.
import { ChevronDown } from 'lucide-react'

import { fillPlanFacts, type PlanFacts } from '@kindred/cms/plan-facts'
import type { FaqBlock as FaqData } from '@kindred/cms/types'
import { useLiveList } from '~/content/live'
import type { FaqData as Question } from '~/content/types'
import { Section, SectionHeading } from './shared'

type Props = { block: FaqData; faqs: Question[]; planFacts: PlanFacts[]; tone: 'white' | 'tint' }

export function FaqBlock({ block, faqs: loaded, planFacts, tone }: Props) {
  const faqs = useLiveList('faqs', loaded)
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.id} className="group p-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{fillPlanFacts(faq.question, planFacts)}</h3>
              <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
            </summary>
            <p className="mt-4 leading-7 text-slate-600">{fillPlanFacts(faq.answer, planFacts)}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
