import { describe, expect, it } from 'vitest'

import { optionalReturnPath } from './search-params'

describe('optionalReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(optionalReturnPath('/partners/bean-there')).toBe('/partners/bean-there')
    expect(optionalReturnPath('/partners?type=coffee-shop&page=2')).toBe('/partners?type=coffee-shop&page=2')
  })

  it('refuses anything that could lead to another site or is not a path', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'partners', '/a b', '/x"><script>', 42, null, undefined]) {
      expect(optionalReturnPath(value)).toBeUndefined()
    }
    expect(optionalReturnPath(`/${'a'.repeat(200)}`)).toBeUndefined()
  })
})
