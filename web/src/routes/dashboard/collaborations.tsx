// /dashboard/collaborations: proposals received and sent, newest first, with their status and actions.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { headerPage, PageHeader } from '~/components/PageHeader'
import { ProposalList } from '~/components/partners/ProposalList'
import { loadPartnersCopy } from '~/content/directory.functions'
import { loadPage } from '~/content/load-page'
import { getMyProposals } from '~/partners/partners.functions'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/dashboard/collaborations')({
  loader: async () => {
    // Proposals name businesses, not their types: no business type is needed.
    const [page, proposals, copy] = await Promise.all([loadPage('/dashboard/collaborations'), getMyProposals(), loadPartnersCopy(['collaborationsPage'], [])])
    if (!proposals) throw redirect({ to: '/login', search: { redirect: '/dashboard/collaborations' } })
    return { seo: page.seo, page: headerPage(page.page), proposals, copy }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: CollaborationsPage,
})

function CollaborationsPage() {
  const { page, proposals, copy } = Route.useLoaderData()
  const texts = copy.collaborationsPage
  const sections = [
    { id: 'received', heading: texts.received, items: proposals.incoming, direction: 'incoming' as const, empty: texts.emptyReceived },
    { id: 'sent', heading: texts.sent, items: proposals.outgoing, direction: 'outgoing' as const, empty: texts.emptySent },
  ]
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <PageHeader page={page} />
        <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-2">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`} data-testid={`proposals-${section.id}`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {section.heading} <span className="text-slate-500">({section.items.length})</span>
              </h2>
              <ProposalList proposals={section.items} direction={section.direction} unlisted={proposals.unlisted} contacts={proposals.contacts} texts={texts} labels={copy.labels} empty={section.empty} />
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
