// A business in the directory (and the editor's preview): name, type, place, what it offers, and
// the trust signals a partner looks for first (verified email, member since, collaborations).
// Its styles are short component classes (styles/app.css): a results page repeats
// the card 24 times, and the utility lists spelled out in each were a quarter of its HTML.
// The server writes the directory's cards with partner-card-html.ts, which draws this markup as
// text: a change here goes there too (partner-card-html.test.tsx fails until the two agree).
import type { Directory } from '@kindred/cms/types'
import { Link } from '@tanstack/react-router'

import type { PartnersCopyBase } from '~/content/directory.functions'
import type { CardPartner } from '~/partners/partners.options'

import { CardIcon } from './CardIcons'
import { countText, fill, labelOf, monthYear } from './format'

export type CardLabels = Pick<PartnersCopyBase['labels'], 'channels'>
export type CardTexts = Pick<Directory['directoryPage'], 'verified' | 'memberSince' | 'collaborations' | 'collaborationsOne'>
/** The words of reviews and the verified-partner badge; a page without them shows neither. */
export type ReputationTexts = Directory['reputation']
/** What a card says besides its business's own data: the page's words for it. */
export type CardWords = {
  texts: CardTexts
  /** Only the channels' labels: a card lists its channels. */
  labels: CardLabels
  typeLabel: string
  reputation?: ReputationTexts | null
}
type Props = CardWords & {
  partner: CardPartner
  /** The editor's preview is not a link (the profile may not exist yet). */
  preview?: boolean
  headingLevel?: 'h2' | 'h3'
  /** Icons from the page's `CardIconSprite` (the directory's list) rather than drawn in the card. */
  sprite?: boolean
}

export function PartnerCard({ partner, texts, labels, typeLabel, preview = false, headingLevel: Heading = 'h2', sprite = false, reputation = null }: Props) {
  return (
    <article className="partner-card" data-testid="partner-card">
      <p className="partner-card-type">{typeLabel}</p>
      <Heading className="partner-card-name">
        {preview ? (
          <bdi>{partner.name}</bdi>
        ) : (
          // The name's link covers the whole card (one link, one tab stop).
          <Link to="/partners/$slug" params={{ slug: partner.slug }}>
            <bdi>{partner.name}</bdi>
          </Link>
        )}
      </Heading>
      {/* The editor's preview draws a card before the suburb is typed: no pin without a place. */}
      {partner.suburb || partner.postcode ? (
        <p className="partner-card-place">
          <CardIcon name="map-pin" sprite={sprite} />
          {/* One text node: React separates adjacent ones with comments in the HTML. */}
          {[partner.suburb, partner.postcode].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <p dir="auto" className="partner-card-about">
        {partner.description}
      </p>
      <ul className="partner-card-channels">
        {partner.channels.map((channel) => (
          <li key={channel}>{labelOf(labels.channels, channel)}</li>
        ))}
      </ul>
      <TrustSignals partner={partner} texts={texts} reputation={reputation} className="trust-signals partner-card-trust" sprite={sprite} />
    </article>
  )
}

/** `className`: the list's classes, `trust-signals` or a class that places it too. */
type TrustProps = { partner: CardPartner; texts: CardTexts; reputation?: ReputationTexts | null; className?: string; sprite?: boolean }

export function TrustSignals({ partner, texts, reputation = null, className = 'trust-signals', sprite = false }: TrustProps) {
  return (
    <ul className={className} data-testid="trust-signals">
      {reputation && partner.verifiedPartner ? <VerifiedPartnerBadge texts={reputation} sprite={sprite} /> : null}
      {reputation && partner.rating !== null && partner.reviewCount > 0 ? (
        <li data-testid="partner-rating">
          <span aria-hidden="true" className="text-amber-500">
            ★
          </span>
          {fill(partner.reviewCount === 1 ? reputation.ratingOne : reputation.rating, { rating: partner.rating.toFixed(1), count: String(partner.reviewCount) })}
        </li>
      ) : null}
      {partner.verified ? (
        <li className="trust-verified">
          <CardIcon name="badge-check" sprite={sprite} />
          {texts.verified}
        </li>
      ) : null}
      <li>
        <CardIcon name="calendar-days" sprite={sprite} />
        {fill(texts.memberSince, { date: monthYear(partner.memberSince) })}
      </li>
      {partner.collaborations > 0 ? (
        <li>
          <CardIcon name="handshake" sprite={sprite} />
          {countText(partner.collaborations, texts.collaborations, texts.collaborationsOne)}
        </li>
      ) : null}
    </ul>
  )
}

/**
 * The verified-partner badge. Its meaning shows on hover and on keyboard focus (the badge is a tab
 * stop for that, above the card's covering link), and screen readers read it with the badge.
 */
function VerifiedPartnerBadge({ texts, sprite }: { texts: ReputationTexts; sprite: boolean }) {
  return (
    <li className="verified-badge">
      <span tabIndex={0} title={texts.verifiedPartner} data-testid="verified-partner" className="verified-badge-label">
        <CardIcon name="verified-seal" sprite={sprite} />
        {texts.verifiedPartner}
        <span className="sr-only">: {texts.verifiedPartnerMeaning}</span>
      </span>
      <span aria-hidden="true" className="verified-badge-tip">
        {texts.verifiedPartnerMeaning}
      </span>
    </li>
  )
}
