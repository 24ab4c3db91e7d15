/// <reference types="vite/client" />
// The document shell: header, footer, dev banner, scroll-to-top, Organization JSON-LD, the
// signed-in viewer (from the accounts work) and the site-wide analytics and scroll behaviour.
import { brandColour } from '@kindred/cms/brand-mark'
import { HeadContent, Outlet, Scripts, createRootRoute, useHydrated, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'

import { getViewer } from '~/auth/viewer.functions'
import { SiteEffects } from '~/components/layout/SiteEffects'
import DevBannerIsland from '~/components/islands/dev-banner.island'
import HeaderIsland from '~/components/islands/header.island'
import ScrollToTopIsland from '~/components/islands/scroll-to-top.island'
import { IslandPage, IslandRootData, islandRootId, islandShell } from '~/components/islands/markers'
import { Footer } from '~/components/layout/Footer'
import { NotFoundView } from '~/components/NotFoundView'
import { LiveContext, liveShell, type LiveDocs } from '~/content/live'
import type { NotFoundData } from '~/content/not-found.functions'
import { getShell } from '~/content/shell.functions'
import { jsonLdScript, scriptJson } from '~/server/structured-data'
import { announceHydrated, isIslandRoute } from '~/server/hydrate-later'
import appCss from '~/styles/app.css?url'

// Staff only (the editor cookie): visitors never download it.
const EditorBar = lazy(() => import('~/components/layout/EditorBar'))

export const Route = createRootRoute({
  beforeLoad: async () => ({ viewer: await getViewer() }),
  loader: () => getShell(),
  // The shell changes only when an editor publishes: reuse it across client navigations for a few seconds.
  staleTime: 5_000,
  head: ({ loaderData }) => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { name: 'theme-color', content: brandColour }],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
    scripts: loaderData ? [jsonLdScript(loaderData.organization)] : [],
  }),
  component: () => <Outlet />,
  notFoundComponent: RootNotFound,
  shellComponent: RootDocument,
})

function RootNotFound({ data }: { data?: unknown }) {
  return <NotFoundView data={data as NotFoundData | undefined} brandName={Route.useLoaderData()?.brandName ?? ''} />
}

function RootDocument({ children }: { children: ReactNode }) {
  const loaded = Route.useLoaderData()
  const { viewer } = Route.useRouteContext()
  // Documents an editor is changing in the admin's live preview; always null for visitors.
  const [live, setLive] = useState<LiveDocs | null>(null)
  const shell = loaded && live ? liveShell(loaded, live) : loaded
  // Hands over what the visitor did before React took the page (server/hydrate-later.ts).
  useEffect(announceHydrated, [])
  const hydrated = useHydrated()
  // A visitor's island page carries its islands' props and the shell (no router carries them there).
  const islandPage = useRouterState({ select: (state) => isIslandRoute(state.matches) }) && !viewer
  return (
    <html lang="en-AU">
      <head>
        <HeadContent />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        {shell ? (
          <LiveContext.Provider value={live}>
            <IslandRootData.Provider value={shell}>
              <IslandPage.Provider value={islandPage}>
                <a href="#main" className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
                  {shell.navigation.menuLabels.skipToContent}
                </a>
                <HeaderIsland viewer={viewer ?? null} />
                <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                  {children}
                </main>
                <Footer shell={shell} />
                <ScrollToTopIsland label={shell.scrollToTopLabel} />
                {shell.devBanner ? <DevBannerIsland text={shell.devBanner} /> : null}
                {islandPage ? <script type="application/json" id={islandRootId} dangerouslySetInnerHTML={{ __html: scriptJson(islandShell(shell)) }} /> : null}
                {/* After hydration only: the page is rendered to a string, which cannot wait for a
                    lazy component, and a server render that gives up on it makes React redo the
                    whole page on the client (error #419). */}
                {shell.editor && hydrated ? (
                  <Suspense fallback={null}>
                    <EditorBar editor={shell.editor} labels={shell.labels} />
                  </Suspense>
                ) : null}
                <SiteEffects analytics={shell.analytics} viewer={viewer ?? null} preview={shell.preview} sessionTexts={shell.sessionTexts} onLive={setLive} />
              </IslandPage.Provider>
            </IslandRootData.Provider>
          </LiveContext.Provider>
        ) : (
          children
        )}
        <Scripts />
      </body>
    </html>
  )
}
