// A page whose loader fails renders the site's error view (not the router's "Something went wrong!"
// with a button revealing the error), with a link that asks the server for the same address again.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RouteError, routeErrorText } from './RouteError'

describe('RouteError', () => {
  it("is shown for a loader that fails, without the error's details, with a way to try again", async () => {
    const root = createRootRoute({ component: Outlet })
    const failing = createRoute({
      getParentRoute: () => root,
      path: '/partners',
      loader: () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      },
    })
    const router = createRouter({
      routeTree: root.addChildren([failing]),
      history: createMemoryHistory({ initialEntries: ['/partners?type=wine-bar'] }),
      defaultErrorComponent: RouteError,
    })
    await router.load()
    const html = renderToString(<RouterProvider router={router} />)
    expect(html).toContain(routeErrorText.heading)
    expect(html).toContain('href="/partners?type=wine-bar"')
    expect(html).not.toContain('ECONNREFUSED')
    expect(html).not.toContain('Something went wrong')
  })
})
