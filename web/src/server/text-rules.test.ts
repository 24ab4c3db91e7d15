import { describe, expect, it } from 'vitest'

import { containsLink } from './text-rules'

describe('containsLink (names that could carry a link into an email)', () => {
  it('finds a scheme, www. and a domain name anywhere in the text, however it is written', () => {
    for (const value of [
      'Visit https://evil.example to confirm',
      'http://localhost',
      'ftp://files',
      'Visit www.evil to confirm',
      'WWW.EVIL',
      'evil.example',
      'Go to evil.com/confirm now',
      'evil.com.au',
      'Evil.COM',
      'Click evil-login.co!',
      'Write to help@evil.example',
      'someone@mail.example.org',
      'xn--80ak6aa92e.com',
      'пример.рф',
      'evil．com',
      'evil。com',
      'Mr.Brown',
    ]) {
      expect(containsLink(value), value).toBe(true)
    }
  })

  it('leaves names that are only names', () => {
    for (const value of [
      'Ada',
      'Lovelace',
      'Zoë O’Brien-Smith',
      'St. John',
      'J.R.R. Tolkien',
      'A. B. Baker',
      'Café No.5',
      'Dr. Who & Co.',
      'The Corner Café',
      'Jean-Luc',
      '日本 商店',
      'Ada @ the Market',
      'Bakery 2.0',
      'www',
      'Shop: Fitzroy',
    ]) {
      expect(containsLink(value), value).toBe(false)
    }
  })
})
