// /dashboard/collaborations/{id}/agreement: a fixed agreement as a printable document (decision 0108),
// with a print stylesheet that leaves out the site's header, footer and the print button. Members
// of the collaboration only; anyone else reads "not found", as the API answers them.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { loadPartnersCopy } from '~/content/directory.functions'
import { fill } from '~/components/partners/format'
import { getPrintableAgreement } from '~/workspace/workspace.functions'

const fixedDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })

export const Route = createFileRoute('/dashboard/collaborations_/$id/agreement')({
  loader: async ({ params }) => {
    const [agreement, copy] = await Promise.all([getPrintableAgreement({ data: { id: params.id } }), loadPartnersCopy(['agreementPage'], [])])
    if (agreement.state === 'signed-out') throw redirect({ to: '/login', search: { redirect: `/dashboard/collaborations/${params.id}/agreement` } })
    return { agreement, texts: copy.agreementPage }
  },
  head: ({ loaderData }) => {
    const agreement = loaderData?.agreement
    const title = agreement?.state === 'fixed' ? fill(loaderData!.texts.title, { from: agreement.collaboration.from.name, to: agreement.collaboration.to.name }) : 'Agreement'
    return { meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }] }
  },
  component: AgreementPage,
})

function AgreementPage() {
  const { agreement, texts } = Route.useLoaderData()
  if (agreement.state !== 'fixed') {
    // A plan's refusal names the plan that allows it, in the entitlements' own words.
    const message = agreement.state === 'plan' ? agreement.message : agreement.state === 'not-fixed' ? texts.notFixed : texts.notFound
    return (
      <div className="container-page py-12">
        <p role="status" data-testid="agreement-unavailable">
          {message}
        </p>
      </div>
    )
  }
  const { collaboration } = agreement
  const names = { from: collaboration.from.name, to: collaboration.to.name }
  return (
    <article className="agreement-print container-page max-w-3xl py-12" data-testid="printable-agreement">
      <header className="border-b border-slate-300 pb-4">
        <h1 className="text-2xl font-semibold tracking-tight">
          <bdi>{fill(texts.title, names)}</bdi>
        </h1>
        <p className="mt-2 text-slate-700">
          <bdi>{fill(texts.between, names)}</bdi>
        </p>
        <p className="mt-1 text-sm text-slate-600">{fill(texts.fixedOn, { date: fixedDay.format(new Date(collaboration.agreement.fixedAt!)) })}</p>
      </header>
      {/* Member-written text, shown as text: paragraphs and line breaks kept, nothing interpreted. */}
      <div dir="auto" className="mt-6 leading-7 whitespace-pre-wrap wrap-anywhere text-slate-900" data-testid="agreement-terms">
        {collaboration.agreement.terms}
      </div>
      <PrintButton label={texts.print} />
    </article>
  )
}

/** Prints the page; without script the browser's own print command does the same. */
function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary agreement-print-button mt-8" onClick={() => window.print()}>
      {label}
    </button>
  )
}
