// The level-playing-field carousel (on the home page, from the CMS `comparison-cards` collection). State rules live in
// carousel.ts; this file only draws them. Cards share one grid cell, so the tallest card sets
// the height and switching never shifts the layout.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react'

import type { ComparisonCardData } from '~/content/types'
import { Icon } from '~/components/ui/Icon'
import { cardPlacement, indexAfterSwipe, indexForKey, next, previous } from './carousel'

export type CarouselLabels = { bigBusiness: string; impact: string; solution: string; result: string; previous: string; next: string }

const accents: Record<string, string> = {
  teal: 'bg-teal-100 text-teal-800',
  amber: 'bg-amber-100 text-amber-800',
  rose: 'bg-rose-100 text-rose-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  violet: 'bg-violet-100 text-violet-800',
}

export function ComparisonCarousel({ cards, labels, heading }: { cards: ComparisonCardData[]; labels: CarouselLabels; heading: string }) {
  const [index, setIndex] = useState(0)
  const touch = useRef<{ x: number; y: number } | null>(null)
  const count = cards.length

  function onKeyDown(event: KeyboardEvent) {
    const target = indexForKey(event.key, index, count)
    if (target === null) return
    event.preventDefault()
    setIndex(target)
  }
  function onTouchStart(event: TouchEvent) {
    const t = event.touches[0]
    if (t) touch.current = { x: t.clientX, y: t.clientY }
  }
  function onTouchEnd(event: TouchEvent) {
    const t = event.changedTouches[0]
    if (touch.current && t) setIndex(indexAfterSwipe(t.clientX - touch.current.x, t.clientY - touch.current.y, index, count))
    touch.current = null
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={heading}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className="relative mt-12 rounded-3xl"
      data-testid="comparison-carousel"
    >
      <div className="flex items-center gap-4">
        <ArrowButton label={labels.previous} onClick={() => setIndex(previous(index, count))} direction="previous" />
        <div className="grid flex-1 touch-pan-y" aria-live="polite">
          {cards.map((card, i) => (
            <Card key={card.id} card={card} labels={labels} placement={cardPlacement(i, index)} position={`${i + 1} / ${count}`} />
          ))}
        </div>
        <ArrowButton label={labels.next} onClick={() => setIndex(next(index, count))} direction="next" />
      </div>
      <div className="mt-8 flex justify-center gap-1">
        {cards.map((card, i) => (
          <button
            key={card.id}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={card.title}
            aria-current={i === index ? 'true' : undefined}
            className="group flex size-11 items-center justify-center rounded-full"
          >
            <span className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${i === index ? 'w-8 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`} />
          </button>
        ))}
      </div>
    </div>
  )
}

function ArrowButton({ label, onClick, direction }: { label: string; onClick: () => void; direction: 'previous' | 'next' }) {
  const Chevron = direction === 'next' ? ChevronRight : ChevronLeft
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="relative z-[200] hidden size-12 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm hover:border-brand-600 hover:text-brand-800 md:flex"
    >
      <Chevron className="size-6" aria-hidden="true" />
    </button>
  )
}

type CardProps = { card: ComparisonCardData; labels: CarouselLabels; placement: ReturnType<typeof cardPlacement>; position: string }

function Card({ card, labels, placement, position }: CardProps) {
  const rows: [string, string][] = [
    [labels.bigBusiness, card.bigBusinessAdvantage],
    [labels.impact, card.impactOnSmallBusiness],
    [labels.solution, card.kindredSolution],
    [labels.result, card.resultForIndependents],
  ]
  return (
    <article
      aria-hidden={!placement.current}
      inert={!placement.current}
      aria-roledescription="slide"
      aria-label={position}
      style={{
        transform: `translateX(${placement.translateX}px) scale(${placement.current ? 1 : 0.94})`,
        opacity: placement.opacity,
        zIndex: placement.zIndex,
      }}
      // Cards behind the current one show as a faded stack; their words would only be noise.
      className={`col-start-1 row-start-1 ${placement.current ? '' : '[&>*]:invisible'} rounded-2xl border border-slate-200 bg-white p-6 shadow-lg transition-[transform,opacity] duration-500 ease-out motion-reduce:transition-none sm:p-8`}
    >
      <div className="flex items-center gap-4">
        <span className={`flex size-12 items-center justify-center rounded-xl ${accents[card.color] ?? accents.teal}`}>
          <Icon name={card.icon} />
        </span>
        <h3 className="text-2xl font-bold tracking-tight">{card.title}</h3>
      </div>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        {rows.map(([term, text], i) => (
          <div key={term} className={i === 3 ? 'rounded-xl bg-brand-50 p-4 sm:col-span-2' : ''}>
            <dt className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{term}</dt>
            <dd className="mt-1 leading-7 text-slate-700">{text}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
