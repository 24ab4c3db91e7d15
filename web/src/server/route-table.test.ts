import { describe, expect, it } from 'vitest'

import { routeTable } from './route-table'

const tree = {
  fullPath: '/',
  children: {
    index: { fullPath: '/', options: { validateSearch: (s: Record<string, unknown>) => (s.account === 'deleted' ? { account: 'deleted' } : {}) } },
    about: { fullPath: '/about' },
    slug: { fullPath: '/$slug' },
    splat: { fullPath: '/$' },
    robots: { fullPath: '/robots.txt' },
    login: { fullPath: '/login', options: { validateSearch: (s: Record<string, unknown>) => ({ error: s.error, redirect: s.redirect }) } },
    partners: {
      fullPath: '/partners',
      children: [
        { fullPath: '/partners/', options: { validateSearch: (s: Record<string, unknown>) => ({ q: String(s.q).trim(), page: Number(s.page) }) } },
        { fullPath: '/partners/$slug' },
      ],
    },
  },
}

describe('route table', () => {
  const routes = routeTable(tree)

  it("tells the site's own routes from the paths left to the CMS catch-alls", () => {
    for (const path of ['/', '/about', '/about/', '/robots.txt', '/partners', '/partners/', '/partners/acme-coffee', '/login']) expect(routes.ownerOf(path), path).toBe('route')
    for (const path of ['/coffee-shop', '/no-such-page', '/about/more', '/partners/a/b', '/robotsxtxt']) expect(routes.ownerOf(path), path).toBe('content')
  })

  it('knows which search parameters each page reads, even from a validator that throws on missing values', () => {
    expect(routes.searchParams('/')).toEqual(['account'])
    expect(routes.searchParams('/login')).toEqual(['error', 'redirect'])
    expect([...routes.searchParams('/partners')].sort()).toEqual(['page', 'q'])
    expect(routes.searchParams('/about')).toEqual([])
    expect(routes.searchParams('/coffee-shop')).toEqual([])
  })
})
