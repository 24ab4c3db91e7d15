import { describe, expect, it } from 'vitest'

import { drawable } from './drawable'

describe('drawable', () => {
  it('leaves emoji out, with the marks that build them', () => {
    expect(drawable('☕ Bean There')).toBe('Bean There')
    expect(drawable('Smile 😀 Studio')).toBe('Smile Studio')
    expect(drawable('Family 👨‍👩‍👧 Bakery 👍🏽')).toBe('Family Bakery')
    expect(drawable('Made in 🇦🇺 · 1️⃣ Shop ❤️')).toBe('Made in · 1 Shop')
  })

  it('keeps letters of every script, accents and punctuation', () => {
    expect(drawable('Café Olé & Co. — “since 1998”')).toBe('Café Olé & Co. — “since 1998”')
    expect(drawable('咖啡 Beans · مقهى')).toBe('咖啡 Beans · مقهى')
  })

  it('gives an empty string for emoji alone', () => {
    expect(drawable('🍷🧀')).toBe('')
  })
})
