// /dashboard/results: the totals of every collaboration of the member and a row for each, linking to
// its workspace (decision 0102). `?collaboration={id}` opens one collaboration's codes, sales form
// and results here, with the same components the workspace page embeds. Below, the sales that arrive
// without the sale form: counter links, shop integrations and a CSV file's import.
import { createFileRoute, redirect } from '@tanstack/react-router'
import { useEffect } from 'react'

import { track } from '~/analytics'
import { optionalNumber } from '~/auth/search-params'
import { headerPage, PageHeader } from '~/components/PageHeader'
import { CollaborationResults } from '~/components/results/CollaborationResults'
import { ResultsOverviewView } from '~/components/results/ResultsOverview'
import { SalesIngest } from '~/components/results/SalesIngest'
import { loadResultsCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { listMyCounterLinks, listMyIntegrations } from '~/results/ingest.functions'
import { getCollaborationResults, getResultsOverview } from '~/results/results.functions'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/dashboard/results')({
  validateSearch: (search: Record<string, unknown>): { collaboration?: number } => ({ collaboration: optionalNumber(search.collaboration) }),
  loaderDeps: ({ search }) => ({ collaboration: search.collaboration }),
  loader: async ({ deps }) => {
    const [page, overview, copy, detail, links, integrations] = await Promise.all([
      loadPage('/dashboard/results'),
      getResultsOverview(),
      loadResultsCopy(['panel', 'codes', 'sale', 'overview', 'ingest']),
      deps.collaboration ? getCollaborationResults({ data: { id: deps.collaboration } }) : Promise.resolve(null),
      listMyCounterLinks(),
      listMyIntegrations(),
    ])
    if (!overview) throw redirect({ to: '/login', search: { redirect: '/dashboard/results' } })
    return { seo: page.seo, page: headerPage(page.page), overview, copy, detail, links, integrations }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: ResultsPage,
})

function ResultsPage() {
  const { page, overview, copy, detail, links, integrations } = Route.useLoaderData()
  const count = overview.collaborations.length
  useEffect(() => {
    track('results_report_opened', detail ? { scope: 'collaboration', collaborations: 1 } : { scope: 'all', collaborations: count })
  }, [detail, count])
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <PageHeader page={page} />
        <ResultsOverviewView overview={overview} texts={copy.overview} panel={copy.panel} />
        {detail ? <CollaborationResults view={detail} copy={copy} /> : null}
        <SalesIngest links={links} integrations={integrations} texts={copy.ingest} />
      </div>
    </div>
  )
}
