// A view of the directory on a visitor's island page, shown without the router: the server's own
// page for that address is fetched, and its results section, title and robots and canonical tags
// take the place of those on screen. The results are never drawn in the browser, so the cards are
// neither repeated in the page as data nor hydrated (docs/decisions/0116-light-visitor-pages.md).
import { readDirectoryFilters, type DirectoryFilters } from '~/partners/partners.options'

/** The results section's id (DirectoryResults). */
export const resultsId = 'directory-results'
/** How the results look while the next view loads. */
export const busyClass = 'opacity-60'

export type LoadedView = { document: Document; path: string }
export type ShownView = { filters: DirectoryFilters; total: number; page: number }

/** The view could not be shown in place: the caller loads its page instead. */
export class ViewUnavailable extends Error {
  readonly code = 'view_unavailable'
}

const resultsOf = (root: Document): HTMLElement | null => root.getElementById(resultsId)

/** The directory's address for these filters, empty ones left out, in the filters' order. */
export function directoryPath(filters: DirectoryFilters): string {
  const pairs = Object.entries(filters).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]]))
  const search = new URLSearchParams(pairs).toString()
  return search ? `/partners?${search}` : '/partners'
}

/** The filters an address of the directory shows, read as the page reads them. */
export const filtersOf = (path: string): DirectoryFilters => readDirectoryFilters(Object.fromEntries(new URL(path, window.location.origin).searchParams))

/** Whether `url` is a view of the directory on this site (not a profile, not another site). */
export function isDirectoryView(url: URL): boolean {
  return url.origin === window.location.origin && url.pathname === '/partners'
}

export function markBusy(): void {
  const section = resultsOf(document)
  section?.setAttribute('aria-busy', 'true')
  section?.classList.add(busyClass)
}

/**
 * The page of `path`, as the server answers it (after its redirects: an unknown type or a page past
 * the last one lands on the address it shows). A failed request, an answer that is not OK or a page
 * without results is a `ViewUnavailable`; an aborted one rejects with the abort.
 */
export async function loadView(path: string, signal: AbortSignal): Promise<LoadedView> {
  const response = await fetch(path, { signal, headers: { accept: 'text/html' } })
  if (!response.ok) throw new ViewUnavailable(`The directory answered ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const landed = new URL(response.url || path, window.location.origin)
  if (!resultsOf(page) || !isDirectoryView(landed)) throw new ViewUnavailable('The answer is not a view of the directory')
  return { document: page, path: landed.pathname + landed.search }
}

/** Puts a loaded view on screen in place of the current one; the view's filters and figures. */
export function showView(view: LoadedView): ShownView {
  const current = resultsOf(document)
  const next = resultsOf(view.document)
  if (!current || !next) throw new ViewUnavailable('The page has no results section')
  replaceResults(current, next)
  replaceHead(view.document)
  return { filters: filtersOf(view.path), ...figuresOf(current) }
}

/** The view on screen's figures, as the server wrote them on the results section. */
export function figuresOf(section: HTMLElement | null = resultsOf(document)): { total: number; page: number } {
  return { total: Number(section?.dataset.total ?? 0), page: Number(section?.dataset.page ?? 1) }
}

/**
 * The count's element stays and only its text changes, as when React draws the next view: it is a
 * live region, and screen readers announce a change of its text, not a new element. Everything else
 * in the section is the next view's.
 */
function replaceResults(current: HTMLElement, next: HTMLElement): void {
  for (const name of current.getAttributeNames()) if (!next.hasAttribute(name)) current.removeAttribute(name)
  for (const name of next.getAttributeNames()) current.setAttribute(name, next.getAttribute(name) ?? '')
  const count = current.querySelector('#results-count')
  const nextCount = next.querySelector('#results-count')
  const row = count?.parentElement
  const nextRow = nextCount?.parentElement
  if (!count || !nextCount || !row || !nextRow || row.parentElement !== current || nextRow.parentElement !== next) {
    current.replaceChildren(...next.childNodes)
    return
  }
  if (count.textContent !== nextCount.textContent) count.textContent = nextCount.textContent
  for (const node of [...row.childNodes]) if (node !== count) node.remove()
  row.append(...[...nextRow.childNodes].filter((node) => node !== nextCount))
  for (const node of [...current.childNodes]) if (node !== row) node.remove()
  current.append(...[...next.childNodes].filter((node) => node !== nextRow))
}

/** The title, and the robots and canonical tags (a filtered view is noindex), as the next view has them. */
function replaceHead(next: Document): void {
  if (next.title && next.title !== document.title) document.title = next.title
  for (const selector of ['meta[name="robots"]', 'link[rel="canonical"]']) {
    const here = document.head.querySelector(selector)
    const there = next.head.querySelector(selector)
    if (here && there && here.isEqualNode(there)) continue
    here?.remove()
    if (there) document.head.append(document.importNode(there, true))
  }
}
