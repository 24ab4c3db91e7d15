// An endpoint's way of answering with the site's own not-found page: it returns `pageNotFound()`,
// and the server entry swaps that for the shared not-found copy (the page every unknown path gets,
// rendered once). Whoever calls the handler directly (a test) sees the bare 404.

/** The header that marks an answer to be replaced by the not-found page; never sent. */
export const notFoundMarker = 'x-kindred-not-found-page'

export const pageNotFound = (): Response => new Response(null, { status: 404, headers: { [notFoundMarker]: '1', 'Cache-Control': 'no-store' } })

export const asksForNotFoundPage = (response: Response): boolean => response.status === 404 && response.headers.has(notFoundMarker)
