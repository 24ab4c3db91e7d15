// An island hydrates markup the router drew on the server: the stand-in's links must draw the same.
import { Link as RouterLink, Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { Link as IslandLink, useNavigate as islandNavigate } from './router'

type AnyLink = typeof IslandLink
const links = (Link: AnyLink) => (
  <nav>
    <Link to="/" className="home">
      Home
    </Link>
    <Link to="/about">About</Link>
    <Link to="/about" hash="team">
      Team
    </Link>
    <Link to="/partners">Partners</Link>
    <Link to="/contact" onClick={() => undefined}>
      Contact
    </Link>
    <Link to="/login" search={{ redirect: '/partners/juniper bakehouse?a=1&b=2', reason: 'propose', error: undefined }}>
      Sign in
    </Link>
  </nav>
)

async function routerMarkup(path: string): Promise<string> {
  const root = createRootRoute({ component: () => <Outlet /> })
  const page = (p: string) => createRoute({ getParentRoute: () => root, path: p, component: () => links(RouterLink as unknown as AnyLink) })
  const routeTree = root.addChildren([page('/'), page('/about'), page('/partners'), page('/partners/$slug'), page('/contact'), page('/login')])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  await router.load()
  return /<nav>.*<\/nav>/.exec(renderToString(<RouterProvider router={router} />))![0]
}

/** Each element's attributes in name order: the order they are written in does not matter to React. */
const attributesInOrder = (html: string) =>
  html.replace(
    /<([a-z]+)((?: [a-z-]+="[^"]*")*)>/g,
    (_tag, name: string, attributes: string) =>
      `<${name}${
        attributes
          .match(/ [a-z-]+="[^"]*"/g)
          ?.sort()
          .join('') ?? ''
      }>`,
  )

function islandMarkup(path: string): string {
  ;(globalThis as { window?: unknown }).window = { location: { pathname: path, search: '', hash: '' } }
  return renderToString(links(IslandLink))
}

describe('the islands’ Link', () => {
  afterEach(() => delete (globalThis as { window?: unknown }).window)

  for (const path of ['/', '/about', '/partners/juniper-bakehouse', '/contact']) {
    it(`draws the router’s markup at ${path}`, async () => {
      const expected = await routerMarkup(path)
      expect(attributesInOrder(islandMarkup(path))).toBe(attributesInOrder(expected))
    })
  }
})

describe('the islands’ useNavigate', () => {
  const visits: { how: 'assign' | 'replace'; url: string }[] = []
  const at = (path: string, search = '') => {
    visits.length = 0
    ;(globalThis as { window?: unknown }).window = {
      location: { pathname: path, search, hash: '', assign: (url: string) => visits.push({ how: 'assign', url }), replace: (url: string) => visits.push({ how: 'replace', url }) },
    }
  }
  afterEach(() => delete (globalThis as { window?: unknown }).window)

  it('loads the page a path, its search and an href name, replacing the entry when asked', async () => {
    at('/login', '?redirect=%2Fpartners%2Fx&reason=propose&error=google')
    const navigate = islandNavigate()
    await navigate({ to: '/dashboard' })
    await navigate({ to: '/dashboard', search: { registered: 1 } })
    await navigate({ href: '/partners/x#proposal-2' })
    await navigate({ to: '/login', search: ({ redirect, reason }: Record<string, string | undefined>) => ({ redirect, reason }), replace: true })
    expect(visits).toEqual([
      { how: 'assign', url: '/dashboard' },
      { how: 'assign', url: '/dashboard?registered=1' },
      { how: 'assign', url: '/partners/x#proposal-2' },
      { how: 'replace', url: '/login?redirect=%2Fpartners%2Fx&reason=propose' },
    ])
  })
})
