import { describe, expect, it } from 'vitest'

import { readCookie } from './http.server'

const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })

describe('readCookie', () => {
  it('reads a cookie among others, decodes its value and keeps an = inside it', () => {
    const request = withCookie('theme=dark; kindred_session=abc%2Fdef; token=a=b==')
    expect(readCookie(request, 'kindred_session')).toBe('abc/def')
    expect(readCookie(request, 'token')).toBe('a=b==')
  })

  it('answers null for a cookie not sent, and the first of two with one name', () => {
    expect(readCookie(withCookie('theme=dark'), 'kindred_session')).toBeNull()
    expect(readCookie(new Request('http://localhost/'), 'kindred_session')).toBeNull()
    expect(readCookie(withCookie('kindred_session=first; kindred_session=second'), 'kindred_session')).toBe('first')
  })
})
