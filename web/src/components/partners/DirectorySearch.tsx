// The directory's filters as an island (docs/decisions/0116-light-visitor-pages.md). Where the
// router's app runs the page (a member's directory), this is the filters' form and the router shows
// each view. On a visitor's island page there is no router: this island shows each view itself,
// from the server's page of that view (directory-view.ts), and does what the router does for the
// directory: the address and the back button, the pending look, the focus on the count after a
// link, what was typed kept, the view remembered for a profile's way back, and the analytics event.
import { useCallback, useContext, useEffect, useRef, useState } from 'react'

import { track } from '~/analytics'
import { IslandsEntry } from '~/components/islands/markers'
import { filterNames, isFilteredView, type DirectoryFilters as Filters } from '~/partners/partners.options'

import { DirectoryFilters, type FilterCopy, type FilterTexts } from './DirectoryFilters'
import { directoryPath, figuresOf, isDirectoryView, loadView, markBusy, resultsId, showView, ViewUnavailable, type ShownView } from './directory-view'
import { rememberDirectoryView } from './last-directory-view'

type Props = { filters: Filters; texts: FilterTexts; copy: FilterCopy }

export function DirectorySearch(props: Props) {
  return useContext(IslandsEntry) ? <DirectoryInPlace {...props} /> : <DirectoryFilters {...props} />
}

type Show = { history: 'push' | 'none'; focusCount?: boolean }

/** What follows a view on screen, the first one included: as the route does in the router's app. */
function viewed({ filters, total, page }: ShownView): void {
  rememberDirectoryView(filters)
  if (isFilteredView(filters)) track('directory_searched', { filters: filterNames(filters), results: total, page })
}

/** A plain left click, which the browser would follow in this tab (not a new tab, window or download). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented

function DirectoryInPlace({ filters: initial, texts, copy }: Props) {
  const [filters, setFilters] = useState(initial)
  const loading = useRef<AbortController | null>(null)

  // A newer view aborts the one still loading, so an older answer never replaces a newer one. A
  // view that cannot be shown in place (the network failed, the server did not answer OK) is loaded
  // as a page, as without script.
  const show = useCallback(async (path: string, { history, focusCount = false }: Show) => {
    loading.current?.abort()
    const controller = new AbortController()
    loading.current = controller
    markBusy()
    let shown: ShownView
    try {
      const view = await loadView(path, controller.signal)
      if (controller.signal.aborted) return
      shown = showView(view)
      if (history === 'push') window.history.pushState(null, '', view.path)
      else if (view.path !== window.location.pathname + window.location.search) window.history.replaceState(null, '', view.path)
    } catch (error) {
      if (controller.signal.aborted) return
      if (!(error instanceof ViewUnavailable)) console.error('[directory] showing the view in place failed:', error)
      window.location.assign(path)
      return
    } finally {
      if (loading.current === controller) loading.current = null
    }
    setFilters(shown.filters)
    viewed(shown)
    if (focusCount) document.getElementById('results-count')?.focus()
  }, [])

  useEffect(() => {
    viewed({ filters: initial, ...figuresOf() })
    // Links in the results (pages, a suggested type, clearing the filters) lead to other views:
    // shown in place, with the focus on the new count, since the link pressed may be gone.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
      if (!link || !plainClick(event) || !document.getElementById(resultsId)?.contains(link)) return
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const url = new URL(link.href)
      if (!isDirectoryView(url)) return
      event.preventDefault()
      void show(url.pathname + url.search, { history: 'push', focusCount: true })
    }
    // Back and forward between views of this page: that view, and the fields follow it.
    const onPopState = () => {
      if (isDirectoryView(new URL(window.location.href))) void show(window.location.pathname + window.location.search, { history: 'none' })
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      loading.current?.abort()
    }
    // The first view is recorded once; later ones as they land.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show])

  const go = useCallback((next: Filters) => show(directoryPath(next), { history: 'push' }), [show])
  return <DirectoryFilters filters={filters} texts={texts} copy={copy} go={go} />
}
