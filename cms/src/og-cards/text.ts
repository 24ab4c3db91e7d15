// What an Open Graph card says, and the key that names those words. The site and the CMS both
// compute a card's words with these functions, so a card drawn when something is saved is the card
// the site would draw for the same words, and the site can tell from the key whether it is current.
import { createHash } from 'node:crypto'

import { fillPlanFacts, type PlanFacts } from '../plan-facts'
import { drawable } from './drawable'

export type CardText = { brand: string; title: string; subtitle: string }

/**
 * Bumped when the card's design changes (draw.ts): every stored card's key then differs from the one
 * the site computes, and each is drawn again the next time it is asked for.
 */
const design = 1

/** The words as drawn: emoji left out (drawable.ts), the brand standing in for a missing title. */
export function cardText({ brand, title, subtitle }: CardText): CardText {
  const drawnBrand = drawable(brand)
  return { brand: drawnBrand, title: drawable(title) || drawnBrand, subtitle: drawable(subtitle) }
}

/** A CMS page's card: its search title and description, plan facts and `{brand}` filled in. */
export function pageCardText(brand: string, seo: { title: string; description: string }, plans: PlanFacts[] | null): CardText {
  const fill = (text: string) => (plans ? fillPlanFacts(text, plans) : text).replaceAll('{brand}', brand)
  return cardText({ brand, title: fill(seo.title), subtitle: fill(seo.description) })
}

/** A listed business's card: its name, then its type, suburb and postcode. */
export function partnerCardText(brand: string, partner: { name: string; typeLabel: string; suburb: string; postcode: string }): CardText {
  return cardText({ brand, title: partner.name, subtitle: `${partner.typeLabel} · ${partner.suburb} ${partner.postcode}` })
}

/** The key of a card's words and design: equal keys, equal pictures. */
export function cardKey(text: CardText): string {
  return createHash('sha256')
    .update(JSON.stringify([design, text.brand, text.title, text.subtitle]))
    .digest('base64url')
}
