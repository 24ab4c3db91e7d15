import { describe, expect, it } from 'vitest'

import { dollarsToCents, formatCents } from './format'

describe('dollarsToCents', () => {
  it('reads dollars and cents as text, never through floating point', () => {
    expect(dollarsToCents('12.50')).toBe(1250)
    expect(dollarsToCents('0.29')).toBe(29)
    expect(dollarsToCents('1,200.5')).toBe(120050)
    expect(dollarsToCents('$7')).toBe(700)
    expect(dollarsToCents('1000000')).toBe(100_000_000)
  })

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '12.345', '-3', '1e3', '12,50']) expect(dollarsToCents(typed)).toBeNull()
  })
})

describe('formatCents', () => {
  it('shows Australian dollars', () => {
    expect(formatCents(1250)).toBe('$12.50')
  })
})
