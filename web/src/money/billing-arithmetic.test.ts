// The monthly billing's arithmetic (decision 0109): for any lines, an invoice's total is their sum and
// its GST and the rest add back to it to the cent; a statement's net is what the two sides owe each
// other, never negative; invoice numbers read KIN-year-sequence.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { gstIncluded, invoiceNumber, invoiceTotals, melbourneMonth, netPair, previousMonth } from './billing-arithmetic'

describe('billing arithmetic', () => {
  it('GST is one eleventh of a GST-inclusive amount, a half cent away from zero', () => {
    expect([gstIncluded(4900), gstIncluded(14_900), gstIncluded(11), gstIncluded(-4900), gstIncluded(0), gstIncluded(33), gstIncluded(27)]).toEqual([445, 1355, 1, -445, 0, 3, 2])
    // 5.5 cents of GST in 60.5 is not a whole amount; 60 cents holds 5.45… → 5, 61 holds 5.54… → 6.
    expect([gstIncluded(60), gstIncluded(61)]).toEqual([5, 6])
  })

  it('for any signed lines, the total is their sum and GST plus the rest make the total to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 80 }), (amounts) => {
        const { total, gst, exGst } = invoiceTotals(amounts.map((amount) => ({ amount })))
        expect(total).toBe(amounts.reduce((sum, amount) => sum + amount, 0))
        expect([Number.isInteger(gst), Number.isInteger(exGst)]).toEqual([true, true])
        expect(gst + exGst).toBe(total)
        expect(Math.abs(gst * 11 - total)).toBeLessThanOrEqual(6)
      }),
    )
  })

  it('for any entries between two businesses, the net is what the one owes less what the other owes, never negative', () => {
    const entry = fc.record({ amount: fc.integer({ min: 0, max: 5_000_000 }), payerId: fc.constantFrom(3, 8) })
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const net = netPair(entries, 3, 8)
        const owes = (id: number) => entries.filter((e) => e.payerId === id).reduce((sum, e) => sum + e.amount, 0)
        expect(net.amount).toBeGreaterThanOrEqual(0)
        expect(net.amount).toBe(net.payerOwes - net.payeeOwes)
        expect(net.payerOwes).toBe(owes(net.payerId))
        expect(net.payeeOwes).toBe(owes(net.payeeId))
        expect(new Set([net.payerId, net.payeeId])).toEqual(new Set([3, 8]))
      }),
    )
  })

  it('numbers invoices KIN-year-sequence and counts Melbourne months', () => {
    expect(invoiceNumber(2026, 123)).toBe('KIN-2026-000123')
    expect([previousMonth('2027-01'), previousMonth('2026-12')]).toEqual(['2026-12', '2026-11'])
    expect(melbourneMonth(new Date('2026-11-30T13:30:00Z'))).toBe('2026-12')
  })
})
