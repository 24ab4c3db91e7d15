import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addPeriods, nextInvoiceDay, prorate } from './prorate'

const start = new Date('2026-12-01T00:00:00Z')
const end = new Date('2027-01-01T00:00:00Z')
const at = (iso: string) => new Date(iso)

describe('prorate (integer cents)', () => {
  it('charges the difference for the rest of the period', () => {
    // Growth ($49) to Scale ($149) half-way through a 31-day month: $50.00.
    expect(prorate({ fromPrice: 4900, toPrice: 14900, periodStart: start, periodEnd: end, at: at('2026-12-16T12:00:00Z') })).toBe(5000)
  })

  it('credits a cheaper plan, and nothing is left at the end of the period', () => {
    expect(prorate({ fromPrice: 14900, toPrice: 4900, periodStart: start, periodEnd: end, at: at('2026-12-16T12:00:00Z') })).toBe(-5000)
    expect(prorate({ fromPrice: 4900, toPrice: 14900, periodStart: start, periodEnd: end, at: end })).toBe(0)
  })

  it('the whole difference at the start (and before it), nothing after the end', () => {
    expect(prorate({ fromPrice: 4900, toPrice: 14900, periodStart: start, periodEnd: end, at: start })).toBe(10000)
    expect(prorate({ fromPrice: 4900, toPrice: 14900, periodStart: start, periodEnd: end, at: at('2026-11-01T00:00:00Z') })).toBe(10000)
    expect(prorate({ fromPrice: 4900, toPrice: 14900, periodStart: start, periodEnd: end, at: at('2027-02-01T00:00:00Z') })).toBe(0)
  })

  it('rounds to whole cents, halves away from zero', () => {
    // One cent over two halves of a period: half a cent each way.
    const middle = new Date((start.getTime() + end.getTime()) / 2)
    expect(prorate({ fromPrice: 0, toPrice: 1, periodStart: start, periodEnd: end, at: middle })).toBe(1)
    expect(prorate({ fromPrice: 1, toPrice: 0, periodStart: start, periodEnd: end, at: middle })).toBe(-1)
  })

  const cents = fc.integer({ min: 0, max: 10_000_000 })
  const moment = fc.integer({ min: start.getTime() - 86_400_000, max: end.getTime() + 86_400_000 }).map((ms) => new Date(ms))

  it('property: an integer no larger than the price difference, of its sign', () => {
    fc.assert(
      fc.property(cents, cents, moment, (fromPrice, toPrice, when) => {
        const amount = prorate({ fromPrice, toPrice, periodStart: start, periodEnd: end, at: when })
        expect(Number.isInteger(amount)).toBe(true)
        expect(Math.abs(amount)).toBeLessThanOrEqual(Math.abs(toPrice - fromPrice))
        expect(amount === 0 || Math.sign(amount) === Math.sign(toPrice - fromPrice)).toBe(true)
      }),
    )
  })

  it('property: a change and its reverse at the same moment cancel to the cent', () => {
    fc.assert(
      fc.property(cents, cents, moment, (a, b, when) => {
        const there = prorate({ fromPrice: a, toPrice: b, periodStart: start, periodEnd: end, at: when })
        const back = prorate({ fromPrice: b, toPrice: a, periodStart: start, periodEnd: end, at: when })
        expect(there + back).toBe(0)
      }),
    )
  })

  it('property: later changes never charge more', () => {
    fc.assert(
      fc.property(cents, cents, moment, moment, (a, b, first, second) => {
        const [early, late] = first <= second ? [first, second] : [second, first]
        const amount = (when: Date) => Math.abs(prorate({ fromPrice: a, toPrice: b, periodStart: start, periodEnd: end, at: when }))
        expect(amount(late)).toBeLessThanOrEqual(amount(early))
      }),
    )
  })
})

describe('billing periods', () => {
  it('a month on, clamped to the last day of a shorter month; a year on', () => {
    expect(addPeriods(at('2026-01-31T10:00:00Z'), 'monthly', 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addPeriods(at('2026-03-31T10:00:00Z'), 'monthly', -1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addPeriods(at('2028-02-29T00:00:00Z'), 'annual', 1).toISOString()).toBe('2029-02-28T00:00:00.000Z')
  })

  it('the next invoice is the first of the next month in Melbourne', () => {
    expect(nextInvoiceDay(at('2026-12-31T14:00:00Z'))).toBe('2027-02-01') // already 1 January in Melbourne
    expect(nextInvoiceDay(at('2026-12-31T12:00:00+11:00'))).toBe('2027-01-01')
    expect(nextInvoiceDay(at('2026-11-15T00:00:00Z'))).toBe('2026-12-01')
  })
})
