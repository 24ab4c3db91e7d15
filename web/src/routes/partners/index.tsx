// /partners: the public directory (decision 0042). Filters are query parameters, read leniently so a
// hand-edited link still shows a page (the router answers 307 to the plain address of what it
// shows); filtered and paged views carry noindex and canonical /partners.
import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

import { track } from '~/analytics'
import DirectoryIsland from '~/components/islands/directory.island'
import { filterProps } from '~/components/partners/DirectoryFilters'
import { DirectoryResults } from '~/components/partners/DirectoryResults'
import { rememberDirectoryView } from '~/components/partners/last-directory-view'
import { headerPage, PageHeader } from '~/components/PageHeader'
import { getBusinessTypeSlug, loadPartnersCopy } from '~/content/directory.functions'
import { loadPage } from '~/content/load-page'
import { getListedBusinessTypes, searchDirectory, suggestDirectoryTypes } from '~/partners/partners.functions'
import { directoryCards, directorySearch, filterNames, isFilteredView, pageCount, readDirectoryFilters } from '~/partners/partners.options'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/partners/')({
  validateSearch: directorySearch,
  // In the filters' own order, not the address's: the match is keyed by these deps, and the page
  // cache renders the address with its parameters sorted, so the browser's order must key the same
  // match or hydration would load the page again (and blank it meanwhile).
  loaderDeps: ({ search }) => readDirectoryFilters(search),
  loader: async ({ deps }) => {
    // The type filter offers the types someone is listed under (and the one asked for): a choice
    // always finds someone, and the CMS's whole catalogue stays out of the page.
    const loadCopy = async () => loadPartnersCopy(['directoryPage', 'reputation'], [...(await getListedBusinessTypes()), deps.type])
    // Types named by the free text are offered as filters; every one of them is a listed type, so the copy has its name.
    const suggest = async () => (deps.q ? suggestDirectoryTypes({ data: deps }) : [])
    const [page, copy, result, suggestedTypes] = await Promise.all([loadPage('/partners'), loadCopy(), searchDirectory({ data: deps }), suggest()])
    // A type's alias (`online-store`, the address of its page) is that type. A type the CMS does
    // not know (a mistyped link) is dropped, as unknown channels and offers are: the page shows
    // every type rather than an empty list under a filter it cannot show.
    if (deps.type && !copy.businessTypes.some((type) => type.slug === deps.type)) {
      const named = await getBusinessTypeSlug({ data: { slug: deps.type } })
      throw redirect({ to: '/partners', search: { ...deps, type: named && named !== deps.type ? named : undefined, page: undefined } })
    }
    // A page past the last one (an old link, businesses unlisted since) shows the last page rather
    // than an empty list that says no business matches filters that do match some.
    const pages = pageCount(result)
    if (result.total > 0 && result.page > pages) throw redirect({ to: '/partners', search: { ...deps, page: pages > 1 ? pages : undefined } })
    const seo = isFilteredView(deps) ? { ...page.seo, robots: 'noindex, follow' } : page.seo
    // The page carries its data a second time for its script: only what the cards draw.
    return { seo, page: headerPage(page.page), copy, result: directoryCards(result), suggestedTypes }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  staticData: { islands: true },
  component: DirectoryPage,
})

function DirectoryPage() {
  const { page, copy, result, suggestedTypes } = Route.useLoaderData()
  const filters = Route.useSearch()
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const texts = copy.directoryPage

  // On a visitor's island page the island records the view instead: this component runs only on the server there.
  useEffect(() => rememberDirectoryView(filters), [filters])
  useEffect(() => {
    if (!isFilteredView(filters)) return
    track('directory_searched', { filters: filterNames(filters), results: result.total, page: result.page })
  }, [filters, result])

  return (
    <div className="bg-slate-50">
      <div className="container-page py-12 sm:py-16">
        <PageHeader page={page} headingId="directory-heading" />
        <div className="mt-8">
          <DirectoryIsland filters={filters} {...filterProps(texts, copy)} />
        </div>
        <DirectoryResults result={result} filters={filters} texts={texts} copy={copy} suggestedTypes={suggestedTypes} pending={pending} />
      </div>
    </div>
  )
}
