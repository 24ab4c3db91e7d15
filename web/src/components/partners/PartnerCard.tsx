// A business in the directory (and the editor's preview): name, type, place, what it offers, and
// the trust signals a partner looks for first (verified email, member since, collaborations).
import type { Directory } from '@kindred/cms/types'
import { Link } from '@tanstack/react-router'

import type { PartnersCopyBase } from '~/content/directory.functions'
import type { Partner } from '~/partners/partners.options'

import { CardIcon } from './CardIcons'
import { countText, fill, labelOf, monthYear } from './format'

export type CardTexts = Pick<Directory['directoryPage'], 'verified' | 'memberSince' | 'collaborations' | 'collaborationsOne'>
type Props = {
  partner: Partner
  texts: CardTexts
  labels: PartnersCopyBase['labels']
  typeLabel: string
  /** The editor's preview is not a link (the profile may not exist yet). */
  preview?: boolean
  headingLevel?: 'h2' | 'h3'
  /** Icons from the page's `CardIconSprite` (the directory's list) rather than drawn in the card. */
  sprite?: boolean
}

export function PartnerCard({ partner, texts, labels, typeLabel, preview = false, headingLevel: Heading = 'h2', sprite = false }: Props) {
  return (
    <article className="card relative flex h-full flex-col wrap-anywhere transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md" data-testid="partner-card">
      <p className="text-sm font-medium text-brand-700">{typeLabel}</p>
      <Heading className="mt-1 text-xl font-semibold tracking-tight">
        {preview ? (
          <bdi>{partner.name}</bdi>
        ) : (
          // The name's link covers the whole card (one link, one tab stop).
          <Link to="/partners/$slug" params={{ slug: partner.slug }} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
            <bdi>{partner.name}</bdi>
          </Link>
        )}
      </Heading>
      {/* The editor's preview draws a card before the suburb is typed: no pin without a place. */}
      {partner.suburb || partner.postcode ? (
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600">
          <CardIcon name="map-pin" sprite={sprite} className="size-4 shrink-0" />
          {partner.suburb} {partner.postcode}
        </p>
      ) : null}
      <p dir="auto" className="mt-3 line-clamp-3 leading-7 text-slate-700">{partner.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {partner.channels.map((channel) => (
          <li key={channel} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            {labelOf(labels.channels, channel)}
          </li>
        ))}
      </ul>
      <TrustSignals partner={partner} texts={texts} className="mt-auto pt-5" sprite={sprite} />
    </article>
  )
}

export function TrustSignals({ partner, texts, className = '', sprite = false }: { partner: Partner; texts: CardTexts; className?: string; sprite?: boolean }) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-600 ${className}`} data-testid="trust-signals">
      {partner.verified ? (
        <li className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <CardIcon name="badge-check" sprite={sprite} className="size-4 shrink-0" />
          {texts.verified}
        </li>
      ) : null}
      <li className="inline-flex items-center gap-1">
        <CardIcon name="calendar-days" sprite={sprite} className="size-4 shrink-0" />
        {fill(texts.memberSince, { date: monthYear(partner.memberSince) })}
      </li>
      {partner.collaborations > 0 ? (
        <li className="inline-flex items-center gap-1">
          <CardIcon name="handshake" sprite={sprite} className="size-4 shrink-0" />
          {countText(partner.collaborations, texts.collaborations, texts.collaborationsOne)}
        </li>
      ) : null}
    </ul>
  )
}
