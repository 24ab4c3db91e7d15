// /dashboard/collaborations/{id}: the shared page of one collaboration (decision 0108) with its
// results (decision 0102). Members of the collaboration only: anyone else, and an unknown id, get the
// site's not-found page (404), as the API answers them; a visitor is sent to sign in.
import { fill } from '@kindred/cms/template'
import { createFileRoute, redirect } from '@tanstack/react-router'

import { CollaborationResults } from '~/components/results/CollaborationResults'
import { CollaborationWorkspace } from '~/components/workspace/CollaborationWorkspace'
import { loadResultsCopy } from '~/content/copy.functions'
import { loadPartnersCopy } from '~/content/directory.functions'
import { throwNotFound } from '~/content/not-found.functions'
import { getCollaborationResults } from '~/results/results.functions'
import { getWorkspace } from '~/workspace/workspace.functions'

export const Route = createFileRoute('/dashboard/collaborations_/$id/')({
  loader: async ({ params }) => {
    const id = /^[1-9]\d{0,9}$/.test(params.id) && Number(params.id) <= 2 ** 31 - 1 ? Number(params.id) : 0
    const [workspace, copy, resultsCopy, results] = await Promise.all([
      getWorkspace({ data: { id } }),
      loadPartnersCopy(['workspacePage'], []),
      loadResultsCopy(['panel', 'codes', 'sale']),
      getCollaborationResults({ data: { id } }),
    ])
    if (workspace.state === 'signed-out') throw redirect({ to: '/login', search: { redirect: `/dashboard/collaborations/${params.id}` } })
    if (workspace.state === 'not-found') return throwNotFound()
    return { view: workspace.view, texts: copy.workspacePage, labels: copy.labels, resultsCopy, results }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? fill(loaderData.texts.title, { name: loaderData.view.other.name }) : '' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: WorkspacePage,
})

function WorkspacePage() {
  const { view, texts, labels, resultsCopy, results } = Route.useLoaderData()
  return (
    <div className="bg-slate-50">
      <div className="container-page max-w-5xl py-12">
        <CollaborationWorkspace view={view} texts={texts} labels={labels} results={results ? <CollaborationResults view={results} copy={resultsCopy} /> : null} />
      </div>
    </div>
  )
}
