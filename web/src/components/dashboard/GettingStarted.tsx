// Getting Started as a checklist that ticks itself: email verified, profile completed, listed,
// first proposal sent. Each open step links to where it is done; read-only checkboxes carry the
// state to assistive technology with no extra words.
import type { CardsBlock as CardsData, Directory } from '@kindred/cms/types'
import { Link } from '@tanstack/react-router'
import { PartyPopper } from 'lucide-react'

import { Section, SectionHeading } from '~/components/blocks/shared'
import type { MemberActivity } from '~/partners/partners.options'

type Props = { block: CardsData; tone: 'white' | 'tint'; checklist: MemberActivity['checklist']; texts: Directory['dashboardCards'] }
type Step = { key: keyof MemberActivity['checklist']; text: string; to: '/dashboard' | '/dashboard/business' | '/partners' }

export function GettingStarted({ block, tone, checklist, texts }: Props) {
  const steps: Step[] = [
    { key: 'emailVerified', text: texts.checklistEmailVerified, to: '/dashboard' },
    { key: 'profileComplete', text: texts.checklistProfileComplete, to: '/dashboard/business' },
    { key: 'listed', text: texts.checklistListed, to: '/dashboard/business' },
    { key: 'proposalSent', text: texts.checklistProposalSent, to: '/partners' },
  ]
  const done = steps.every((step) => checklist[step.key])
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading ?? texts.checklistHeading} intro={block.intro} />
      <ol className="mx-auto mt-10 max-w-2xl space-y-3" data-testid="checklist">
        {steps.map((step) => {
          const checked = checklist[step.key]
          const id = `checklist-${step.key}`
          return (
            <li key={step.key} className={`card flex items-center gap-4 py-4 ${checked ? 'bg-brand-50/50' : ''}`}>
              <input type="checkbox" checked={checked} readOnly disabled aria-labelledby={id} className="size-5 shrink-0 accent-brand-700" data-testid={id} />
              {checked || step.key === 'emailVerified' ? (
                <span id={id} className={checked ? 'text-slate-600 line-through decoration-slate-400' : 'font-medium'}>
                  {step.text}
                </span>
              ) : (
                <Link id={id} to={step.to} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  {step.text}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      {done ? (
        <p className="mx-auto mt-6 flex max-w-2xl items-center justify-center gap-2 font-medium text-emerald-800" role="status">
          <PartyPopper className="size-5" aria-hidden="true" />
          {texts.checklistDone}
        </p>
      ) : null}
    </Section>
  )
}
