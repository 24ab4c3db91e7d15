// /dashboard/collaborations: the member's collaborations (those waiting on the member first), then
// proposals received and sent, newest first, with their status and actions. Its POST is the cards' own form where no script runs (partners/answer-form.server.ts).
import { createFileRoute, redirect } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { optionalNumber, optionalOneOf } from '~/auth/search-params'
import { memberPageForm } from '~/auth/page-form.server'
import { headerPage, PageHeader } from '~/components/PageHeader'
import { ProposalList } from '~/components/partners/ProposalList'
import { CollaborationList } from '~/components/workspace/CollaborationList'
import { loadPartnersCopy } from '~/content/directory.functions'
import { loadPage } from '~/content/load-page'
import { answerForm, collaborationsPath, type AnswerFormState, type ConfirmedAction } from '~/partners/answer-form.server'
import { getMyProposals } from '~/partners/partners.functions'
import { headFor } from '~/server/head'
import { getCollaborationList } from '~/workspace/workspace.functions'

export const Route = createFileRoute('/dashboard/collaborations')({
  server: {
    handlers: {
      POST: ({ request, next }) => memberPageForm(request, collaborationsPath, (fields, member) => answerForm(fields, member, next)),
    },
  },
  // `confirm` + `proposal`: a decline or withdrawal posted without script, asked on the page first.
  // `before`: the page of collaborations older than that one (the list's "older" link).
  // `receivedBefore`, `sentBefore`: the page of answered proposals older than that one, on that list.
  validateSearch: (search: Record<string, unknown>): { confirm?: ConfirmedAction; proposal?: number; before?: number; receivedBefore?: number; sentBefore?: number } => ({
    confirm: optionalOneOf(search.confirm, ['decline', 'withdraw'] as const),
    proposal: optionalNumber(search.proposal),
    before: optionalNumber(search.before),
    receivedBefore: optionalNumber(search.receivedBefore),
    sentBefore: optionalNumber(search.sentBefore),
  }),
  // Why the form a card posted without script was refused, shown beside that card.
  beforeLoad: ({ serverContext }) => ({ answerRefused: formFailure<AnswerFormState>(serverContext, 'answerForm') }),
  loaderDeps: ({ search }) => ({ before: search.before, receivedBefore: search.receivedBefore, sentBefore: search.sentBefore }),
  loader: async ({ deps }) => {
    // Proposals name businesses, not their types: no business type is needed.
    const [page, proposals, copy, collaborations] = await Promise.all([
      loadPage('/dashboard/collaborations'),
      getMyProposals({ data: { receivedBefore: deps.receivedBefore, sentBefore: deps.sentBefore } }),
      loadPartnersCopy(['collaborationsPage', 'workspacePage'], []),
      getCollaborationList({ data: { before: deps.before } }),
    ])
    if (!proposals || !collaborations) throw redirect({ to: '/login', search: { redirect: '/dashboard/collaborations' } })
    return { seo: page.seo, page: headerPage(page.page), proposals, copy, collaborations }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: CollaborationsPage,
})

function CollaborationsPage() {
  const { page, proposals, copy, collaborations } = Route.useLoaderData()
  // The viewer carries the CSRF cookie's value for the cards' forms to echo (answer-form.server.ts).
  const { answerRefused, viewer } = Route.useRouteContext()
  const { confirm, proposal, before, receivedBefore, sentBefore } = Route.useSearch()
  const posted: AnswerFormState | null = answerRefused ?? (confirm && proposal ? { id: proposal, confirming: confirm } : null)
  const texts = copy.collaborationsPage
  // Refused where no script runs for a proposal on neither list (its sender has left since): said
  // at the top, as there is no card to say it beside.
  const gone = posted?.refusal && ![...proposals.incoming, ...proposals.outgoing].some((proposal) => proposal.id === posted.id) ? posted.refusal : null
  const sections = [
    {
      id: 'received',
      heading: texts.received,
      items: proposals.incoming,
      direction: 'incoming' as const,
      empty: texts.emptyReceived,
      older: proposals.olderIncoming,
      paged: receivedBefore !== undefined,
      cursor: 'receivedBefore',
    },
    {
      id: 'sent',
      heading: texts.sent,
      items: proposals.outgoing,
      direction: 'outgoing' as const,
      empty: texts.emptySent,
      older: proposals.olderOutgoing,
      paged: sentBefore !== undefined,
      cursor: 'sentBefore',
    },
  ]
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <PageHeader page={page} />
        {gone ? (
          <p role="alert" className="mt-6 text-red-700" data-testid="proposal-gone">
            {gone}
          </p>
        ) : null}
        <CollaborationList page={collaborations} paged={before !== undefined} texts={copy.workspacePage} />
        <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-2">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`} data-testid={`proposals-${section.id}`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {section.heading}
                {/* The count is the member's only when the whole list fits on its first page. */}
                {!section.paged && section.older === null ? <span className="text-slate-500"> ({section.items.length})</span> : null}
              </h2>
              <ProposalList
                proposals={section.items}
                direction={section.direction}
                unlisted={proposals.unlisted}
                departed={proposals.departed}
                contacts={proposals.contacts}
                acceptRefused={proposals.acceptRefused}
                formToken={viewer?.formToken ?? null}
                posted={posted}
                texts={texts}
                labels={copy.labels}
                empty={section.empty}
              />
              {section.older !== null ? (
                <p className="mt-4">
                  <a
                    href={`/dashboard/collaborations?${section.cursor}=${section.older}#${section.id}-heading`}
                    className="font-semibold text-blue-800 underline"
                    data-testid={`proposals-${section.id}-older`}
                  >
                    {texts.olderProposals}
                  </a>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
