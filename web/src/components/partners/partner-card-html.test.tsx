// The server draws the directory's cards as text and a member's browser hydrates them as
// `PartnerCard`: for any card, the two must be the same markup, link and escaping included.
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { CardPartner } from '~/partners/partners.options'

import { partnerCardHtml } from './partner-card-html'
import { PartnerCard, type CardWords } from './PartnerCard'

let drawn: { partner: CardPartner; options: CardWords } | null = null

async function cardRouter() {
  const root = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/partners',
    component: () => (drawn ? <PartnerCard partner={drawn.partner} {...drawn.options} sprite /> : null),
  })
  const profile = createRoute({ getParentRoute: () => root, path: '/partners/$slug' })
  const router = createRouter({ routeTree: root.addChildren([page, profile]), history: createMemoryHistory({ initialEntries: ['/partners'] }), isServer: true })
  await router.load()
  return router
}

/** Text that needs escaping, markup-like text, apostrophes, emoji and right-to-left script, and plain words. */
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('Café & Co', `<b>"Joe's"</b>`, 'مخبز', '👩‍🍳 Bakes', '{count} & {date}', ''))
const wordy = text.filter((value) => value.length > 0)
const slug = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,3}$/).filter((value) => value.length <= 80)

const partner = fc.record({
  slug,
  name: wordy,
  businessType: fc.constantFrom('coffee-shop', 'wine-bar'),
  description: text,
  suburb: text,
  postcode: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{4}$/)),
  channels: fc.uniqueArray(fc.constantFrom('in-store', 'instagram', 'newsletter', 'events'), { maxLength: 4 }),
  verified: fc.boolean(),
  memberSince: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  collaborations: fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 2, max: 12_000 })),
  rating: fc.option(fc.integer({ min: 10, max: 50 }).map((tenths) => tenths / 10)),
  reviewCount: fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 2, max: 500 })),
  verifiedPartner: fc.boolean(),
}) as fc.Arbitrary<CardPartner>

const options: fc.Arbitrary<CardWords> = fc.record({
  texts: fc.record({
    verified: wordy,
    memberSince: fc.constantFrom('Member since {date}', '{date} & on'),
    collaborations: fc.constantFrom('{count} collaborations', '<{count}>'),
    collaborationsOne: wordy,
  }),
  labels: fc.record({ channels: fc.dictionary(fc.constantFrom('in-store', 'instagram', 'events'), wordy) }),
  typeLabel: wordy,
  reputation: fc.option(
    fc.record({ rating: fc.constantFrom('{rating} ({count} reviews)', '"{rating}"'), ratingOne: fc.constantFrom('{rating} (1 review)'), verifiedPartner: wordy, verifiedPartnerMeaning: wordy }),
  ),
}) as fc.Arbitrary<CardWords>

/** React and escape-html spell an apostrophe's reference differently; the text is the same. */
const sameText = (html: string) => html.replaceAll('&#39;', '&#x27;')

describe('partnerCardHtml', () => {
  it('draws the markup PartnerCard draws, for any card', async () => {
    const router = await cardRouter()
    fc.assert(
      fc.property(partner, options, (card, cardOptions) => {
        drawn = { partner: card, options: cardOptions }
        const expected = /<article[\s\S]*<\/article>/.exec(renderToString(<RouterProvider router={router} />))![0]
        expect(sameText(partnerCardHtml(card, cardOptions))).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })
})
