import { describe, expect, it } from 'vitest'

import { fill, paragraphs, subjectLine } from './template'

describe('fill', () => {
  it('replaces every occurrence of each named placeholder', () => {
    expect(fill('Hi {firstName}, welcome to {brand}. {brand} says hi.', { firstName: 'Ada', brand: 'Kindred' })).toBe(
      'Hi Ada, welcome to Kindred. Kindred says hi.',
    )
  })
  it('writes numbers as text', () => {
    expect(fill('{label} must be at most {max} characters', { label: 'Name', max: 200 })).toBe('Name must be at most 200 characters')
  })
  it('leaves unknown placeholders and plain braces as written', () => {
    expect(fill('Hello {frstName} {', { firstName: 'Ada' })).toBe('Hello {frstName} {')
  })
  it('does not read inherited properties as values', () => {
    expect(fill('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })
  it('does not re-expand placeholders inside values', () => {
    expect(fill('{a}', { a: '{b}', b: 'x' })).toBe('{b}')
  })
})

describe('paragraphs', () => {
  it('splits at blank lines and trims', () => {
    expect(paragraphs('Hi Ada,\n\n  Please confirm.  \n\n\n\nThanks')).toEqual(['Hi Ada,', 'Please confirm.', 'Thanks'])
  })
})

describe('subjectLine', () => {
  it('is one line, cut at 250 characters by code point', () => {
    expect(subjectLine('  A&B Co\n proposes\ta collaboration ')).toBe('A&B Co proposes a collaboration')
    const cut = subjectLine('🍷'.repeat(300))
    expect(Array.from(cut)).toHaveLength(250)
    expect(cut).toBe('🍷'.repeat(250))
  })
})
