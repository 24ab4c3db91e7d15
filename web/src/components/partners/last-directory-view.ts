// The directory view a visitor last looked at in this tab (its filters and page), so a profile's
// "Back to the directory" returns to that view rather than to the whole directory.
import { readDirectoryFilters, type DirectoryFilters } from '~/partners/partners.options'

const key = 'kindred.directoryView'

export function rememberDirectoryView(filters: DirectoryFilters): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(filters))
  } catch {
    // Storage turned off or full: the link then leads to the whole directory, as it would anyway.
  }
}

/** The view remembered, read as leniently as the directory reads its address; none: the whole directory. */
export function lastDirectoryView(): DirectoryFilters {
  try {
    const saved = sessionStorage.getItem(key)
    return saved ? readDirectoryFilters(JSON.parse(saved) as Record<string, unknown>) : {}
  } catch {
    // Unreadable (storage off, or a value another script wrote): the whole directory.
    return {}
  }
}

/**
 * The directory view this page was loaded from, if it was one: the address a link was followed
 * from (the browser sends a same-origin page's whole address). Only a page load's referrer says
 * that, so it is read where the page is its own load (an island page), and it holds even when the
 * visitor followed a card before the directory's script had remembered the view.
 */
export function referringDirectoryView(): DirectoryFilters | null {
  try {
    const from = new URL(document.referrer)
    if (from.origin !== window.location.origin || from.pathname !== '/partners') return null
    return readDirectoryFilters(Object.fromEntries(from.searchParams))
  } catch {
    // No referrer (typed, bookmarked, or withheld by the visitor's settings): what was remembered.
    return null
  }
}
