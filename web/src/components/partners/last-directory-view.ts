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
