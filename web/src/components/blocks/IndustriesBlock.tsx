// Built for Your Business: one card per published business type, plus the not-listed prompt.
import { ArrowRight } from 'lucide-react'

import type { IndustriesBlock as IndustriesData } from '@kindred/cms/types'
import type { IndustryData } from '~/content/types'
import { Icon } from '~/components/ui/Icon'
import { SmartLink } from '~/components/ui/SmartLink'
import { Section, SectionHeading } from './shared'

export function IndustriesBlock({ block, industries, tone }: { block: IndustriesData; industries: IndustryData[]; tone: 'white' | 'tint' }) {
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((type) => (
          <li key={type.slug}>
            <SmartLink href={`/${type.slug}`} className="card group flex h-full flex-col transition-shadow hover:border-brand-200 hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={type.icon} />
              </span>
              <h3 className="mt-5 flex items-center gap-2 text-xl font-semibold tracking-tight group-hover:text-brand-800">
                {type.navLabel}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" aria-hidden="true" />
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{type.cardDescription}</p>
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-brand-200 bg-brand-50 p-8 text-center">
        <h3 className="text-2xl font-bold tracking-tight">{block.notListedHeading}</h3>
        {block.notListedBody ? <p className="max-w-2xl leading-7 text-slate-700">{block.notListedBody}</p> : null}
        {block.notListedCta?.href ? (
          <SmartLink href={block.notListedCta.href} className="btn-primary">
            {block.notListedCta.label}
          </SmartLink>
        ) : null}
      </div>
    </Section>
  )
}
