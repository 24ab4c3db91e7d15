// Browser-only, site-wide behaviour with no markup of its own:
// - analytics set up once, then $pageview and page_viewed on every navigation (`web/src/analytics/events.ts`); a member
//   restored from the session cookie is identified on page load, as after signing in (the session's
//   observer, installed here);
// - every route change scrolls to the top at once, without animation (pinned by
//   `web/tests/e2e/site/layout.spec.ts`), unless it targets an anchor;
// - in draft preview, the page follows the editor's typing in the admin's live preview and reloads
//   its data whenever the editor saves (LivePreview, loaded only then).
import { useHydrated, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, type Dispatch, type SetStateAction } from 'react'

import { configureAnalytics, identify, pageNameFor, reset, track, type AnalyticsConfig } from '~/analytics'
import { observeSession, setSessionTexts, type SessionTexts } from '~/auth/client'
import type { Viewer } from '~/auth/viewer.functions'
import type { LiveDocs } from '~/content/live'

const LivePreview = lazy(() => import('./LivePreview'))

type Props = {
  analytics: AnalyticsConfig
  viewer: Viewer | null
  preview: { cmsUrl: string } | null
  sessionTexts: SessionTexts
  onLive: Dispatch<SetStateAction<LiveDocs | null>>
}

let lastHref: string | null = null

/** One $pageview and page_viewed per location; the first router resolve after hydration repeats the load. */
function pageview(href = window.location.href) {
  if (href === lastHref) return
  lastHref = href
  const pageName = pageNameFor(new URL(href).pathname)
  track('$pageview', { $current_url: href, page_name: pageName })
  track('page_viewed', { page_name: pageName })
}

export function SiteEffects({ analytics, viewer, preview, sessionTexts, onLive }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  setSessionTexts(sessionTexts)
  // A sign-in on this page identifies the person to analytics; a sign-out forgets them.
  observeSession({ signedIn: identify, signedOut: reset })

  useEffect(() => {
    configureAnalytics(analytics)
    pageview()
    // Only the configuration at first load matters; later shells carry the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Once per member shown: at page load (a session restored from the cookie) and after a sign-in
  // that reloads the viewer; identify() again for the same id is harmless.
  const viewerId = viewer?.id ?? null
  useEffect(() => {
    if (viewer) identify({ id: viewer.id, email: viewer.email, firstName: viewer.firstName })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewerId])

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged) return
        if (!event.toLocation.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
        pageview(new URL(event.toLocation.href, window.location.origin).href)
      }),
    [router],
  )

  // After hydration only, as the root's editor bar: a lazy component on a page rendered to a string
  // makes React redo the whole page on the client (error #419).
  return preview && hydrated ? (
    <Suspense fallback={null}>
      <LivePreview cmsUrl={preview.cmsUrl} onRefresh={() => void router.invalidate()} onLive={onLive} />
    </Suspense>
  ) : null
}
