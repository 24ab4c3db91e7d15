// What members type is not always made of short words: a business or organisation name of one
// long word, a description or a message with a pasted link, a long email address. On a phone every
// page that shows such text wraps it inside the page, rather than pushing the page wider than the
// screen.
import type { Page } from '@playwright/test'

import { expect, open, siteUrl, test, uniqueWord } from './fixtures'

test.use({ viewport: { width: 360, height: 800 } })

const link = `https://example.com/${'a-long-path-segment-without-any-spaces/'.repeat(4)}`

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('a phone shows long names, links and email addresses without scrolling sideways', async ({ members, listProfile }) => {
  const word = uniqueWord()
  // The email address is made from the first name: long enough not to fit a 360 px card.
  const a = await members({ firstName: 'Maximilianaaugustina' })
  // One word, no spaces to break at (a name like a web address is refused since decision 0091).
  const name = `TheNeighbourhoodSourdoughBakehouse${word}AndPantry`
  const organisation = `GreenwichVillageCollective${word}Melbourne`
  const named = await a.context.request.put('/auth/profile', {
    headers: { authorization: `Bearer ${a.accessToken}`, origin: siteUrl() },
    data: { organisation: { name: organisation } },
  })
  expect(named.status(), await named.text()).toBe(200)
  const profile = await listProfile(a, { name, description: `Our story (${word}): ${link} and more.`, suburb: 'Wolfeschlegelsteinhausenbergerdorff' })
  const b = await members({ firstName: 'Bo' })
  await listProfile(b)
  const sent = await b.context.request.post('/api/proposals', {
    headers: { authorization: `Bearer ${b.accessToken}`, origin: siteUrl() },
    data: { toPartner: profile.slug, channel: 'in-store-space', offer: 'product-sample', model: 'reciprocal', message: `Hello! Our menu: ${link}` },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: string } }
  const accepted = await a.context.request.post(`/api/proposals/${proposal.id}/accept`, { headers: { authorization: `Bearer ${a.accessToken}`, origin: siteUrl() } })
  expect(accepted.status(), await accepted.text()).toBe(200)

  const pages: [Page, string, string][] = [
    [a.page, '/dashboard', a.email],
    [a.page, '/dashboard', organisation],
    [a.page, '/dashboard/business', name],
    [a.page, '/dashboard/collaborations', link],
    [b.page, '/dashboard', name],
    [b.page, '/dashboard/collaborations', name],
    [b.page, `/partners?q=${word}`, name],
    [b.page, `/partners/${profile.slug}`, link],
  ]
  for (const [page, path, shown] of pages) {
    await open(page, path)
    await expect(page.getByText(shown).first()).toBeVisible()
    expect(await overflow(page), `${path} is wider than the screen`).toBe(0)
  }
  // Search results show about 60 characters of a title and 160 of a description: the profile's are
  // cut at a word, the brand kept at the end of the title.
  const title = (await b.page.title()).replace(/^\[DEV\] /, '')
  expect(title.length).toBeLessThanOrEqual(70)
  expect(title).toMatch(/… \| Kindred$/)
  const description = (await b.page.locator('meta[name="description"]').getAttribute('content'))!
  expect(description.length).toBeLessThanOrEqual(160)
})

test('a business written right to left reads right to left, on its card and its page', async ({ members, listProfile }) => {
  const word = uniqueWord()
  const a = await members()
  // An Arabic name ending in a mark that belongs to no script: isolated, it ends the name on the left.
  const profile = await listProfile(a, { name: `مقهى الورد ${word}!`, description: `قهوة مختصة وحلويات للحي. ${word}` })
  const b = await members()
  const direction = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).direction)

  await open(b.page, `/partners?q=${word}`)
  const card = b.page.getByTestId('partner-card')
  await expect(card).toHaveCount(1)
  expect(await direction(card.locator('h2 bdi'))).toBe('rtl')
  expect(await direction(card.getByText('قهوة مختصة'))).toBe('rtl')

  await open(b.page, `/partners/${profile.slug}`)
  expect(await direction(b.page.locator('#partner-name bdi'))).toBe('rtl')
  expect(await direction(b.page.getByText('قهوة مختصة'))).toBe('rtl')
  // The page around them stays left to right.
  expect(await direction(b.page.locator('main'))).toBe('ltr')
})
