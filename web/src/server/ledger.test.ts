// The ledger's arithmetic (decision 0107): for any sales and rates, the commission and platform
// commission are whole cents, rounded half away from zero, and totals are the sum of the entries.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { percentOf, totalsOf, withPlatformCommission } from './ledger-arithmetic'

describe('ledger arithmetic', () => {
  it('rounds a half cent away from zero', () => {
    expect([percentOf(125, 10), percentOf(-125, 10), percentOf(124, 10), percentOf(10_005, 12), percentOf(1201, 15)]).toEqual([13, -13, 12, 1201, 180])
  })

  it('for any amounts and percents, entries are whole cents and totals equal the sum of the entries', () => {
    const sale = fc.record({ amount: fc.integer({ min: 0, max: 100_000_000 }), commission: fc.integer({ min: 1, max: 50 }), plan: fc.constantFrom(20, 15, 10) })
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 60 }), fc.boolean(), (sales, voidFirst) => {
        const entries = sales.flatMap(({ amount, commission, plan }, index) => {
          const { entry, platform } = withPlatformCommission(percentOf(amount, commission), plan)
          const status = voidFirst && index === 0 ? ('void' as const) : ('pending' as const)
          return [
            { amount: entry, status, payer: { slug: 'shop' }, payee: { slug: 'partner' } },
            { amount: platform, status, payer: { slug: 'shop' }, payee: { slug: 'kindred' } },
          ]
        })
        for (const { amount } of entries) {
          expect(Number.isInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
        const counted = entries.filter((entry) => entry.status !== 'void')
        const sum = (list: typeof entries) => list.reduce((total, entry) => total + entry.amount, 0)
        const shop = totalsOf(entries, 'shop')
        expect(shop.payable).toBe(sum(counted))
        expect(shop.net).toBe(shop.receivable - shop.payable)
        expect(totalsOf(entries, 'partner').receivable + totalsOf(entries, 'kindred').receivable).toBe(shop.payable)
      }),
    )
  })
})
