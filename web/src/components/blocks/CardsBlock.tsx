// Cards, lists, numbered steps and stat cards: the general-purpose content section.
import { Check } from 'lucide-react'

import type { CardsBlock as CardsData } from '@kindred/cms/types'
import { Icon } from '~/components/ui/Icon'
import { SmartLink } from '~/components/ui/SmartLink'
import { Actions, Section, SectionHeading } from './shared'

type Item = NonNullable<CardsData['items']>[number]

const grids = {
  cards: 'sm:grid-cols-2 lg:grid-cols-3',
  list: 'sm:grid-cols-2 lg:grid-cols-3',
  numbered: 'md:grid-cols-3',
  stats: 'md:grid-cols-2',
}

export function CardsBlock({ block, tone }: { block: CardsData; tone: 'white' | 'tint' }) {
  const items = block.items ?? []
  const grid = block.variant === 'cards' && items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : grids[block.variant]
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={`mt-12 grid gap-6 ${grid}`}>
        {items.map((item, i) => (
          <li key={item.id ?? i} className="card flex flex-col">
            <ItemBody item={item} variant={block.variant} number={i + 1} />
          </li>
        ))}
      </ul>
      <Actions links={block.actions} location={`${block.anchor ?? 'cards'}_section`.replaceAll('-', '_')} context={block.heading} />
    </Section>
  )
}

function ItemBody({ item, variant, number }: { item: Item; variant: CardsData['variant']; number: number }) {
  const stat = variant === 'stats' ? item.stat : null
  return (
    <>
      {stat ? null : variant === 'numbered' ? (
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white" aria-hidden="true">
          {number}
        </span>
      ) : (
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={item.icon} />
        </span>
      )}
      {stat ? (
        // One heading, "70% of purchase decisions are made in-store": the number is half of what it says.
        <h3>
          <span className="block text-5xl font-bold tracking-tight text-brand-700">{stat}</span> <span className="mt-5 block text-xl font-semibold tracking-tight">{item.title}</span>
        </h3>
      ) : (
        <h3 className="mt-5 text-xl font-semibold tracking-tight">{item.title}</h3>
      )}
      {item.body ? <p className="mt-2 leading-7 text-slate-600">{item.body}</p> : null}
      {item.bullets?.length ? (
        <ul className="mt-4 space-y-2">
          {item.bullets.map((bullet, i) => (
            <li key={bullet.id ?? i} className="flex gap-2 text-slate-700">
              <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>{bullet.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {item.link?.href && item.link.label ? (
        <SmartLink href={item.link.href} className="mt-auto inline-flex min-h-11 items-end pt-4 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {item.link.label}
        </SmartLink>
      ) : null}
    </>
  )
}
