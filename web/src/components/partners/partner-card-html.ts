// The directory's cards as HTML text, for the server's render of a results page. `PartnerCard` is
// the card; this draws the same markup (its sprite variant, as a link) without building React
// elements: the 24 cards of a page were about a fifth of the page's CPU on the server, most of it
// React's work per element and the router's per link (docs/decisions/0131-the-directory-cards-as-html.md).
// A browser that draws the cards (a member's directory, moving between views) renders `PartnerCard`
// itself, and hydrates this markup as its own: partner-card-html.test.tsx holds the two equal.
import escapeHtml from 'escape-html'

import type { CardPartner } from '~/partners/partners.options'

import type { CardIconName } from './CardIcons'
import { countText, fill, labelOf, monthYear } from './format'
import type { CardTexts, CardWords, ReputationTexts } from './PartnerCard'

const icon = (name: CardIconName) => `<svg class="card-icon" aria-hidden="true"><use href="#ci-${name}"></use></svg>`

function trustSignalsHtml(partner: CardPartner, texts: CardTexts, reputation: ReputationTexts | null): string {
  let items = ''
  if (reputation && partner.verifiedPartner) {
    const meaning = escapeHtml(reputation.verifiedPartnerMeaning)
    // React writes `<!-- -->` between two neighbouring text nodes; hydration expects it.
    items += `<li class="verified-badge"><span tabindex="0" title="${escapeHtml(reputation.verifiedPartner)}" data-testid="verified-partner" class="verified-badge-label">${icon('verified-seal')}${escapeHtml(reputation.verifiedPartner)}<span class="sr-only">: <!-- -->${meaning}</span></span><span aria-hidden="true" class="verified-badge-tip">${meaning}</span></li>`
  }
  if (reputation && partner.rating !== null && partner.reviewCount > 0) {
    const rating = fill(partner.reviewCount === 1 ? reputation.ratingOne : reputation.rating, { rating: partner.rating.toFixed(1), count: String(partner.reviewCount) })
    items += `<li data-testid="partner-rating"><span aria-hidden="true" class="text-amber-500">★</span>${escapeHtml(rating)}</li>`
  }
  if (partner.verified) items += `<li class="trust-verified">${icon('badge-check')}${escapeHtml(texts.verified)}</li>`
  items += `<li>${icon('calendar-days')}${escapeHtml(fill(texts.memberSince, { date: monthYear(partner.memberSince) }))}</li>`
  if (partner.collaborations > 0) items += `<li>${icon('handshake')}${escapeHtml(countText(partner.collaborations, texts.collaborations, texts.collaborationsOne))}</li>`
  return `<ul class="trust-signals partner-card-trust" data-testid="trust-signals">${items}</ul>`
}

/** One card, as `<PartnerCard sprite />` draws it for `partner`. */
export function partnerCardHtml(partner: CardPartner, { texts, labels, typeLabel, reputation = null }: CardWords): string {
  const place = [partner.suburb, partner.postcode].filter(Boolean).join(' ')
  const channels = partner.channels.map((channel) => `<li>${escapeHtml(labelOf(labels.channels, channel))}</li>`).join('')
  // A slug is letters, digits and hyphens (slugShape): its path needs no encoding, as the router's link gives none.
  return (
    `<article class="partner-card" data-testid="partner-card"><p class="partner-card-type">${escapeHtml(typeLabel)}</p>` +
    `<h2 class="partner-card-name"><a href="/partners/${escapeHtml(partner.slug)}"><bdi>${escapeHtml(partner.name)}</bdi></a></h2>` +
    (place ? `<p class="partner-card-place">${icon('map-pin')}${escapeHtml(place)}</p>` : '') +
    `<p dir="auto" class="partner-card-about">${escapeHtml(partner.description)}</p>` +
    `<ul class="partner-card-channels">${channels}</ul>${trustSignalsHtml(partner, texts, reputation)}</article>`
  )
}

/** A results list's items, each card in its `<li>`. */
export const partnerCardsHtml = (partners: CardPartner[], wordsFor: (partner: CardPartner) => CardWords): string =>
  partners.map((partner) => `<li>${partnerCardHtml(partner, wordsFor(partner))}</li>`).join('')
