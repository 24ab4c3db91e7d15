import { describe, expect, it } from 'vitest'

import { fill, inert, linkInsideWord, paragraphs, quoted, subjectLine } from './template'

describe('fill', () => {
  it('replaces every occurrence of each named placeholder', () => {
    expect(fill('Hi {firstName}, welcome to {brand}. {brand} says hi.', { firstName: 'Ada', brand: 'Kindred' })).toBe('Hi Ada, welcome to Kindred. Kindred says hi.')
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
  it('fills {link} only where it is a word of its own, never inside another address', () => {
    const link = 'https://kindred.example/reset?token=abc'
    expect(fill('Open it: {link}', { link })).toBe(`Open it: ${link}`)
    expect(fill('{link}\n({link}). "{link}",', { link })).toBe(`${link}\n(${link}). "${link}",`)
    for (const glued of ['https://evil.example/?r={link}', 'evil.example/{link}', 'x{link}', '{link}.evil.example', 'https://evil.example/?r=({link})', 'go:{link}'])
      expect(fill(glued, { link })).toBe(glued)
  })
})

describe('linkInsideWord', () => {
  it('finds a {link} that is part of a longer word, and only that', () => {
    expect(linkInsideWord('Open https://evil.example/?r={link} now')).toBe(true)
    expect(linkInsideWord('Fine: {link}. And {link}?x')).toBe(true)
    expect(linkInsideWord('Open it in the admin: {link}')).toBe(false)
    expect(linkInsideWord('No placeholder here')).toBe(false)
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

describe('quoted', () => {
  it('marks every line, blank ones with a bare marker', () => {
    expect(quoted('Hello\r\n\nOpen it here: x')).toBe('> Hello\n>\n> Open it here: x')
  })
})

describe('inert', () => {
  it('breaks every address a mail client would make a link of, and leaves names alone', () => {
    expect(inert('Go to https://evil.example/login or www.evil-login.com, mail help@evil.example')).toBe('Go to https[:]//evil[.]example/login or www[.]evil-login[.]com, mail help@evil[.]example')
    expect(inert('evil．example')).toBe('evil[.]example')
    for (const name of ['St. John Smith', 'J.R.R. Tolkien', 'Ada Baker', 'Café 2.0']) expect(inert(name)).toBe(name)
  })
})
