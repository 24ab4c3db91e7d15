import { describe, expect, it } from 'vitest'

import { isRedirectTarget, pagePart, redirectTargetProblem } from './rules'

describe('redirect targets', () => {
  it('takes a path of this site or a web address', () => {
    for (const to of ['/', '/new-page', '/partners?type=wine-bar', '/about#team', 'https://example.com', 'http://example.com/page?x=1']) {
      expect(isRedirectTarget(to), to).toBe(true)
    }
  })

  it('refuses other schemes, other sites written as paths, spaces and anything that is not an address', () => {
    for (const to of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      'ftp://example.com',
      '//evil.example',
      '/\\evil.example',
      'new-page',
      '/new page',
      '/a\u0000b',
      '',
    ]) {
      expect(isRedirectTarget(to), JSON.stringify(to)).toBe(false)
    }
  })

  it('refuses leading back to its own address, however it is written', () => {
    expect(redirectTargetProblem('/old', '/old')).toMatch(/own address/)
    expect(redirectTargetProblem('/old/', '/old')).toMatch(/own address/)
    expect(redirectTargetProblem('/old?ref=x', '/old')).toMatch(/own address/)
    expect(redirectTargetProblem('/older', '/old')).toBeNull()
    expect(pagePart('/a/b/?q#f')).toBe('/a/b')
  })
})
