import { describe, expect, it } from 'vitest'

import { routeTable } from './route-table'

// Shaped as the generated route tree is: each route's path relative to its parent.
const tree = {
  children: {
    index: { options: { path: '/', validateSearch: (s: Record<string, unknown>) => (s.account === 'deleted' ? { account: 'deleted' } : {}) } },
    about: { options: { path: '/about' } },
    slug: { options: { path: '/$slug' } },
    splat: { options: { path: '/$' } },
    robots: { options: { path: '/robots.txt', server: { handlers: { GET: () => null } } } },
    contact: { options: { path: '/contact', component: () => null, server: { handlers: { POST: () => null } } } },
    proposals: { options: { path: '/api/proposals' }, children: [{ options: { path: '/$id/$action', server: { handlers: { POST: () => null } } } }] },
    media: { options: { path: '/media/$', server: { handlers: { GET: () => null, HEAD: () => null } } } },
    login: { options: { path: '/login', validateSearch: (s: Record<string, unknown>) => ({ error: s.error, redirect: s.redirect }) } },
    partners: {
      options: { path: '/partners' },
      children: [{ options: { path: '/', validateSearch: (s: Record<string, unknown>) => ({ q: String(s.q).trim(), page: Number(s.page) }) } }, { options: { path: '/$slug' } }],
    },
    dashboard: { options: { path: '/dashboard' }, children: { business: { options: { path: '/business' } } } },
  },
}

describe('route table', () => {
  const routes = routeTable(tree)

  it("tells the site's own routes from the paths left to the CMS catch-alls", () => {
    for (const path of ['/', '/about', '/about/', '/robots.txt', '/partners', '/partners/', '/partners/acme-coffee', '/login', '/dashboard/business']) expect(routes.ownerOf(path), path).toBe('route')
    for (const path of ['/coffee-shop', '/no-such-page', '/about/more', '/partners/a/b', '/robotsxtxt', '/business']) expect(routes.ownerOf(path), path).toBe('content')
  })

  it('knows which search parameters each page reads, even from a validator that throws on missing values', () => {
    expect(routes.searchParams('/')).toEqual(['account'])
    expect(routes.searchParams('/login')).toEqual(['error', 'redirect'])
    expect([...routes.searchParams('/partners')].sort()).toEqual(['page', 'q'])
    expect(routes.searchParams('/about')).toEqual([])
    expect(routes.searchParams('/coffee-shop')).toEqual([])
  })

  it('knows the methods of endpoints without a page; pages and unknown paths take any', () => {
    expect(routes.endpointMethods('/robots.txt')).toEqual(['GET', 'HEAD'])
    expect(routes.endpointMethods('/api/proposals/12/accept')).toEqual(['POST'])
    expect(routes.endpointMethods('/media/hero.avif')).toEqual(['GET', 'HEAD'])
    for (const path of ['/contact', '/about', '/partners', '/partners/acme-coffee', '/api/proposals', '/coffee-shop', '/no/such/path']) expect(routes.endpointMethods(path), path).toBeNull()
  })
})
