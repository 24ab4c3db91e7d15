// /dashboard/invoices: Kindred's monthly invoices to the member's business and the statements with
// its partners (decision 0109). Members only; a visitor is sent to sign in.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { InvoicesView } from '~/components/money/InvoicesView'
import { loadAccountCopy } from '~/content/copy.functions'
import { getMyBilling } from '~/money/money.functions'

export const Route = createFileRoute('/dashboard/invoices')({
  loader: async () => {
    const [billing, copy] = await Promise.all([getMyBilling(), loadAccountCopy(['invoicesPage'])])
    if (billing.state === 'signed-out') throw redirect({ to: '/login', search: { redirect: '/dashboard/invoices' } })
    return { billing, texts: copy.invoicesPage, now: new Date().toISOString() }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.texts.title ?? 'Invoices' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: InvoicesPage,
})

function InvoicesPage() {
  const { billing, texts, now } = Route.useLoaderData()
  if (billing.state !== 'found') return null
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <h1 className="text-3xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">{texts.intro}</p>
        <div className="mt-8">
          <InvoicesView invoices={billing.invoices} statements={billing.statements} slug={billing.slug} texts={texts} now={now} />
        </div>
      </div>
    </div>
  )
}
