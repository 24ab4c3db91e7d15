import { describe, expect, it } from 'vitest'

import { clip, clipTitle, countText, dayOf, fill, labelOf, longDate, monthYear } from './format'

describe('partner page text helpers', () => {
  it('fills known placeholders and leaves the others for later (e.g. {brand})', () => {
    expect(fill('{name}, {type} in {suburb} | {brand}', { name: 'Bean There', type: 'Coffee Shops', suburb: 'Fitzroy' })).toBe('Bean There, Coffee Shops in Fitzroy | {brand}')
    expect(fill('Page {page} of {pages}', { page: 2, pages: 10 })).toBe('Page 2 of 10')
  })

  it('formats calendar dates by hand and timestamps as their day in Melbourne', () => {
    expect(monthYear('2026-03-14')).toBe('March 2026')
    expect(longDate('2026-12-01')).toBe('1 December 2026')
    // 22:30 UTC on the 13th is already the 14th in Melbourne (UTC+11 in March).
    expect(dayOf('2026-03-13T22:30:00.000Z')).toBe('14 March 2026')
  })

  it('chooses the singular text for one and fills the count otherwise', () => {
    expect(countText(1, '{count} businesses', '1 business')).toBe('1 business')
    expect(countText(0, '{count} businesses', '1 business')).toBe('0 businesses')
    expect(countText(12345, '{count} businesses', '1 business')).toBe('12,345 businesses')
  })

  it('labels an option, or shows its value when the CMS has no label', () => {
    expect(labelOf({ newsletter: 'Digital newsletter' }, 'newsletter')).toBe('Digital newsletter')
    expect(labelOf({}, 'newsletter')).toBe('newsletter')
  })

  it('cuts long search titles and descriptions at a word, keeping the brand at the end of a title', () => {
    expect(clip('A short one.', 160)).toBe('A short one.')
    const long = 'Independent roasters and bakers on Brunswick Street who host tastings, share shelf space and love a newsletter swap'
    expect(clip(long, 60)).toBe('Independent roasters and bakers on Brunswick Street who…')
    expect(clip(long, 60).length).toBeLessThanOrEqual(60)
    // One unbroken word longer than the limit is cut inside it.
    expect(clip('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`)
    // Counted and cut by code point: no half of an emoji is left before the ellipsis.
    expect(clip('🌿'.repeat(100), 10)).toBe(`${'🌿'.repeat(9)}…`)
    const title = clipTitle(`${'The Very Long Business Name Of A Shop '.repeat(3)}, Coffee Shops & Bakeries in Fitzroy | {brand}`, 70)
    expect(title.endsWith('… | {brand}')).toBe(true)
    expect(title.length).toBeLessThanOrEqual(70)
    expect(clipTitle('Bean There, Coffee Shops in Fitzroy | {brand}', 70)).toBe('Bean There, Coffee Shops in Fitzroy | {brand}')
  })
})
