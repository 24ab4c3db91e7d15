// How it works: three steps, each with a Learn More modal (the CMS `steps` collection).
import { useState } from 'react'

import type { StepsBlock as StepsData } from '@kindred/cms/types'
import { track } from '~/analytics'
import { useLiveList } from '~/content/live'
import type { StepData } from '~/content/types'
import { RichText } from '~/components/RichText'
import { Icon } from '~/components/ui/Icon'
import { Modal } from '~/components/ui/Modal'
import { SmartLink } from '~/components/ui/SmartLink'
import { Actions, Section, SectionHeading } from './shared'

type Props = { block: StepsData; steps: StepData[]; closeLabel: string; tone: 'white' | 'tint' }

export function StepsBlock({ block, steps: loaded, closeLabel, tone }: Props) {
  const steps = useLiveList('steps', loaded)
  const [open, setOpen] = useState<StepData | null>(null)
  const ctaHref = block.actions?.[0]?.href ?? '/contact'
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step) => (
          <li key={step.id} className="card flex flex-col">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">{step.stepNumber}</span>
              <Icon name={step.icon} className="size-6 text-brand-700" />
            </div>
            <h3 className="mt-5 text-xl font-semibold tracking-tight">{step.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{step.summary}</p>
            <button
              type="button"
              className="btn-secondary mt-6 self-start"
              aria-haspopup="dialog"
              aria-label={`${block.learnMoreLabel}: ${step.title}`}
              onClick={() => {
                track('learn_more_clicked', { step_number: step.stepNumber, step_title: step.title })
                setOpen(step)
              }}
            >
              {block.learnMoreLabel}
            </button>
          </li>
        ))}
      </ol>
      <Actions links={block.actions} location="how_it_works_section" context={block.heading} />
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.modalTitle ?? ''} closeLabel={closeLabel}>
        {open ? (
          <>
            <RichText content={open.modalContent} className="prose-legal -mt-4" />
            <SmartLink href={ctaHref} className="btn-primary mt-8" onClick={() => track('get_started_from_modal', { step_number: open.stepNumber, step_title: open.title })}>
              {block.modalCtaLabel}
            </SmartLink>
          </>
        ) : null}
      </Modal>
    </Section>
  )
}
