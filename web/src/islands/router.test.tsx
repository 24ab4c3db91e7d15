// An island hydrates markup the router drew on the server: the stand-in's links must draw the same.
import { Link as RouterLink, Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { Link as IslandLink } from './router'

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
  </nav>
)

async function routerMarkup(path: string): Promise<string> {
  const root = createRootRoute({ component: () => <Outlet /> })
  const page = (p: string) => createRoute({ getParentRoute: () => root, path: p, component: () => links(RouterLink as unknown as AnyLink) })
  const routeTree = root.addChildren([page('/'), page('/about'), page('/partners'), page('/partners/$slug'), page('/contact')])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  await router.load()
  return /<nav>.*<\/nav>/.exec(renderToString(<RouterProvider router={router} />))![0]
}

/** Each element's attributes in name order: the order they are written in does not matter to React. */
const attributesInOrder = (html: string) =>
  html.replace(/<([a-z]+)((?: [a-z-]+="[^"]*")*)>/g, (_tag, name: string, attributes: string) => `<${name}${attributes.match(/ [a-z-]+="[^"]*"/g)?.sort().join('') ?? ''}>`)

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
