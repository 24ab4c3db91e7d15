// FAQ as native disclosure widgets: keyboard-accessible and working before any script runs.
import { ChevronDown } from 'lucide-react'

import type { FaqBlock as FaqData } from '@kindred/cms/types'
import { useLiveList } from '~/content/live'
import type { FaqData as Question } from '~/content/types'
import { Section, SectionHeading } from './shared'

export function FaqBlock({ block, faqs: loaded, tone }: { block: FaqData; faqs: Question[]; tone: 'white' | 'tint' }) {
  const faqs = useLiveList('faqs', loaded)
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.id} className="group p-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{faq.question}</h3>
              <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
            </summary>
            <p className="mt-4 leading-7 text-slate-600">{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
