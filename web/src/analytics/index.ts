// The one analytics entry point of the site (the events of `events.ts`; `POSTHOG_KEY` in README, Configuration).
// - POSTHOG_KEY set (passed from the server through the root route): events go to PostHog,
//   with person profiles for identified persons only.
// - Unset: nothing leaves the machine; in development events are logged to the console.
// - Outside production every event is also pushed to window.__kindredEvents so browser tests can assert them;
//   the list is kept in sessionStorage, so an event sent just before a full page load (a tracked
//   link on a visitor's island page) is still there on the next page.
import type { AnalyticsEvents } from './events'

export type { AnalyticsEventName, AnalyticsEvents } from './events'
export { pageNameFor } from './events'

export type AnalyticsConfig = { posthogKey: string | null; posthogHost: string | null; production: boolean }

type PostHogLike = {
  capture: (event: string, properties?: Record<string, unknown>) => void
  identify: (id: string, properties?: Record<string, unknown>) => void
  reset: () => void
}

export type RecordedEvent = { event: string; properties: Record<string, unknown> }

declare global {
  interface Window {
    __kindredEvents?: RecordedEvent[]
  }
}

let config: AnalyticsConfig = { posthogKey: null, posthogHost: null, production: false }
let client: Promise<PostHogLike | null> | null = null
let sink: ((event: RecordedEvent) => void) | null = null

/** Called once in the browser by the root layout. PostHog is loaded lazily so it costs nothing when unset. */
export function configureAnalytics(next: AnalyticsConfig): void {
  config = next
  client = null
  if (typeof window === 'undefined' || !next.posthogKey) return
  const key = next.posthogKey
  client = import('posthog-js').then(({ default: posthog }) => {
    posthog.init(key, {
      api_host: next.posthogHost ?? 'https://us.i.posthog.com',
      person_profiles: 'identified_only',
      // $pageview is sent by us on each navigation with the SPEC's properties.
      capture_pageview: false,
      autocapture: false,
    })
    return posthog as unknown as PostHogLike
  })
}

/** Test seam: receives every event instead of the console. */
export function setAnalyticsSink(next: ((event: RecordedEvent) => void) | null): void {
  sink = next
}

/** Where outside production the tab's recorded events are kept (browser tests read it too). */
export const recordedEventsKey = 'kindred:events'
/** The tab's recorded events kept, newest last: enough for any browser test. */
const recordedLimit = 200

/** The events recorded in this tab so far, this page's and the pages' before it. */
function recorded(): RecordedEvent[] {
  if (window.__kindredEvents) return window.__kindredEvents
  let kept: RecordedEvent[] = []
  try {
    kept = JSON.parse(sessionStorage.getItem(recordedEventsKey) ?? '[]') as RecordedEvent[]
  } catch (error) {
    console.warn('[analytics] the recorded events could not be read back:', error)
  }
  return (window.__kindredEvents = kept)
}

function record(event: string, properties: Record<string, unknown>): void {
  const entry = { event, properties }
  if (sink) sink(entry)
  if (typeof window !== 'undefined' && !config.production) {
    const events = recorded()
    events.push(entry)
    events.splice(0, events.length - recordedLimit)
    try {
      sessionStorage.setItem(recordedEventsKey, JSON.stringify(events))
    } catch (error) {
      console.warn('[analytics] the recorded events could not be kept:', error)
    }
  }
  if (!config.posthogKey && !config.production && !sink) console.info('[analytics]', event, properties)
}

export function track<E extends keyof AnalyticsEvents>(event: E, properties: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return
  record(event, properties)
  void client?.then((posthog) => posthog?.capture(event, properties))
}

export function identify(user: { id: number | string; email: string; firstName?: string }): void {
  if (typeof window === 'undefined') return
  record('$identify', { id: String(user.id) })
  void client?.then((posthog) => posthog?.identify(String(user.id), { email: user.email, first_name: user.firstName }))
}

export function reset(): void {
  if (typeof window === 'undefined') return
  record('$reset', {})
  void client?.then((posthog) => posthog?.reset())
}
