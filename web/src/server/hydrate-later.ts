// Anonymous pages hydrate after first paint (docs/decisions/0073-hydrate-after-first-paint.md).
// The server-rendered HTML is the page: text, links, images and the forms that post without script
// work before any JavaScript runs. React, the router and the page's chunks load once the page has
// loaded, painted its largest element and the browser is idle, or at once when the visitor first
// reaches for the page (pointer, key, focus), so the download never competes with the first paint.
//
// The server rewrites the rendered page (`rewriteForLaterHydration`, applied by
// server/render.server.tsx): the head's modulepreload links go, and the entry's module script
// becomes a small inline loader carrying the entry and the list of chunks to preload when it
// starts. Until React has hydrated, the loader holds what the page's own script would have handled
// and hands it over afterwards: a click on a scripted button (`type="button"`) and the submit of a
// form that only works with script (one without `action`). A form marked
// `data-posts-without-script` (sign-in, the password pages) is sent as the browser would send it if
// the script fails to load or takes more than 8 s to hydrate. Nothing else is touched: links
// navigate, and forms with an `action` post as they do without script.
//
// Plain web APIs, no framework imports: the page renderer, the root component and the tests use it.

/** Dispatched on `document` once React has hydrated the page (the root component's first effect). */
export const hydratedEvent = 'kindred:hydrated'

/** Set on `<html>` at the same moment, for whoever looks after the event has gone (the browser tests). */
export const hydratedAttribute = 'data-hydrated'

/** Says the page has hydrated: the loader hands over what it held, and `<html>` keeps the fact. */
export function announceHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, '')
  document.dispatchEvent(new Event(hydratedEvent))
}

/**
 * The loader, run in the browser as the inline script that replaces the entry's module script.
 * Sent as its source text, so it refers to nothing outside itself.
 */
function loader(hydrated: string): void {
  const script = document.currentScript as HTMLScriptElement
  const entry = script.dataset.entry!
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean)
  const intents = ['pointerdown', 'keydown', 'focusin', 'touchstart']
  let started = false
  let held: (() => void) | null = null
  // A held form the server also takes as the browser sends it (`data-posts-without-script`): sent
  // that way if the script fails to load, or has not hydrated the page 8 s after the press.
  let fallback: (() => void) | null = null
  let failed = false
  const sendWithoutScript = () => {
    const send = fallback
    fallback = null
    send?.()
  }

  const start = () => {
    if (started) return
    started = true
    for (const type of intents) removeEventListener(type, start, true)
    // One insertion for all the links: the head is touched once, not once per chunk.
    const links = document.createDocumentFragment()
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      links.append(link)
    }
    document.head.append(links)
    const module = document.createElement('script')
    module.type = 'module'
    module.src = entry
    module.onerror = () => {
      // Nothing will hydrate: from now on the page behaves as it does without script.
      failed = true
      sendWithoutScript()
    }
    document.body.append(module)
  }

  // React hydrates a route's content (inside the router's Suspense boundary) in a pass after the
  // root's, so the root's signal can come a few milliseconds before the element held is React's.
  // React marks the nodes it has hydrated with its props; wait for that, then act (or act anyway
  // after 5 s, as a plain click or submit would have).
  const whenOwned = (node: Element, act: () => void, waited = 0) => {
    if (!node.isConnected) return
    const owned = Object.keys(node).some((key) => key.startsWith('__reactProps$'))
    if (owned || waited >= 5000) act()
    else setTimeout(() => whenOwned(node, act, waited + 16), 16)
  }

  // React sets a node's props while it renders the hydration pass, before that pass commits, and
  // until the commit its handlers are not called: a submit replayed in between would leave as the
  // browser's own post. A script-only form's handler always cancels the submit, and React listens
  // on the document, so a submit that reaches the window uncancelled was not handled: cancel it and
  // try again shortly (for up to 5 s, then let it go as a plain submit would have).
  const submitWhenHandled = (form: HTMLFormElement, submitter: HTMLElement | null, waited = 0) => {
    if (!form.isConnected) return
    let unhandled = false
    const check = (event: Event) => {
      if (event.target !== form || event.defaultPrevented || waited >= 5000) return
      event.preventDefault()
      unhandled = true
    }
    addEventListener('submit', check)
    try {
      form.requestSubmit(submitter?.isConnected ? submitter : null)
    } finally {
      removeEventListener('submit', check)
    }
    if (unhandled) setTimeout(() => submitWhenHandled(form, submitter, waited + 16), 16)
  }

  // Before hydration a scripted button does nothing and a script-only form would post to nowhere:
  // keep the last such action from reaching the page and replay it once React handles events.
  const hold = (event: Event) => {
    if (failed) return
    const target = event.target instanceof Element ? event.target : null
    if (event.type === 'click') {
      const button = target?.closest('button[type="button"]') as HTMLButtonElement | null
      if (!button) return
      held = () => whenOwned(button, () => button.click())
      fallback = null
    } else {
      const form = target as HTMLFormElement | null
      if (!form || form.hasAttribute('action')) return
      const submitter = (event as SubmitEvent).submitter
      held = () => whenOwned(form, () => submitWhenHandled(form, submitter ?? null))
      fallback = form.hasAttribute('data-posts-without-script') ? () => HTMLFormElement.prototype.submit.call(form) : null
      if (fallback) setTimeout(sendWithoutScript, 8000)
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    start()
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  document.addEventListener(
    hydrated,
    () => {
      removeEventListener('click', hold, true)
      removeEventListener('submit', hold, true)
      const replay = held
      held = null
      fallback = null
      replay?.()
    },
    { once: true },
  )

  for (const type of intents) addEventListener(type, start, { capture: true, passive: true })
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 1500 }) : setTimeout(start, 200))
  // The page's largest paint often comes just after the load event; a download started before it
  // counts against it (Lighthouse's simulation puts every request begun by then on its path). Wait
  // for the browser to report it (at most 1 s), where the browser can.
  const afterLargestPaint = () => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return whenIdle()
    let waiting = true
    const go = () => {
      if (!waiting) return
      waiting = false
      observer.disconnect()
      whenIdle()
    }
    const observer = new PerformanceObserver(go)
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    setTimeout(go, 1000)
  }
  if (document.readyState === 'complete') afterLargestPaint()
  else addEventListener('load', afterLargestPaint, { once: true })
}

let source: string | undefined

/**
 * The same ASCII text in a fresh string. A function's text is a slice of its bundle's source, which
 * V8 holds at two bytes a character once any line of the bundle is outside Latin-1; one such piece
 * in a page makes the whole page two-byte, and encoding a two-byte 86 KB directory page to UTF-8
 * took 0.33 ms against 0.05 ms for the same text in one byte. A string parsed from JSON is stored at
 * one byte a character (decision 0075, addendum of 2026-11-27).
 */
const oneByte = (ascii: string): string => JSON.parse(JSON.stringify(ascii)) as string

/** The build's minified loader (web/vite.config.ts); undefined in development and tests. */
declare const __KINDRED_LOADER__: string | undefined

/**
 * The loader as an immediately invoked inline script body (built once, on the first page that
 * needs it): the build's minified copy, or its source as written.
 */
export const loaderSource = (): string => (source ??= oneByte(typeof __KINDRED_LOADER__ === 'string' ? __KINDRED_LOADER__ : `(${loader.toString()})(${JSON.stringify(hydratedEvent)})`))

const preloadStart = '<link rel="modulepreload" href="'
const entryStart = '<script type="module" async="" src="'

/**
 * Whether a page's route is made of islands (`staticData.islands` on its deepest match): a visitor's
 * copy then starts the islands entry (docs/decisions/0093-visitors-pages-hydrate-as-islands.md).
 */
export const isIslandRoute = (matches: readonly { staticData?: { islands?: boolean } }[]): boolean => matches.at(-1)?.staticData?.islands === true

/** A browser entry other than Start's and the chunks it imports (the islands entry). */
export type Entry = { entry: string; preloads: string[] }

/**
 * Rewrites a rendered HTML document: the modulepreload links before the entry's module script are
 * dropped (their hrefs kept), and that script becomes the loader, keeping its other attributes (the
 * nonce). Given `instead`, the loader starts that entry and preloads its chunks rather than Start's.
 * A document without Start's entry script is returned as it is. Plain searches, not regular
 * expressions: the document is 40-90 KB, and matching a pattern at each of its hundreds of tags,
 * then copying it twice, cost 6 % of a directory page's CPU.
 */
export function rewriteForLaterHydration(html: string, instead?: Entry): string {
  const entryAt = html.indexOf(entryStart)
  const srcEnd = entryAt < 0 ? -1 : html.indexOf('"', entryAt + entryStart.length)
  const entryEnd = srcEnd < 0 ? -1 : html.indexOf('>', srcEnd)
  if (entryEnd < 0) return html
  const preloads: string[] = []
  let kept = ''
  let from = 0
  for (let at = html.indexOf(preloadStart); at >= 0 && at < entryAt; at = html.indexOf(preloadStart, from)) {
    const hrefEnd = html.indexOf('"', at + preloadStart.length)
    const tagEnd = hrefEnd < 0 ? -1 : html.indexOf('>', hrefEnd)
    if (tagEnd < 0 || tagEnd > entryAt) break
    preloads.push(html.slice(at + preloadStart.length, hrefEnd))
    kept += html.slice(from, at)
    from = tagEnd + 1
  }
  const src = instead?.entry ?? html.slice(entryAt + entryStart.length, srcEnd)
  const attributes = html.slice(srcEnd + 1, entryEnd)
  const loaderTag = `<script${attributes} data-entry="${src}" data-preloads="${(instead?.preloads ?? preloads).join(' ')}">${loaderSource()}`
  return kept + html.slice(from, entryAt) + loaderTag + html.slice(entryEnd + 1)
}
