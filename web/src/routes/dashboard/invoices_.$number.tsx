// /dashboard/invoices/{number}: one of the member's invoices as a printable A4 document (decision 0109).
// Another business's invoice, or none, reads "not found".
import { createFileRoute, redirect } from '@tanstack/react-router'

import { InvoiceDocument } from '~/components/money/InvoiceDocument'
import { loadAccountCopy } from '~/content/copy.functions'
import { getPrintableInvoice } from '~/money/money.functions'

export const Route = createFileRoute('/dashboard/invoices_/$number')({
  loader: async ({ params }) => {
    const [found, copy] = await Promise.all([getPrintableInvoice({ data: { number: params.number } }), loadAccountCopy(['invoicesPage'])])
    if (found.state === 'signed-out') throw redirect({ to: '/login', search: { redirect: `/dashboard/invoices/${params.number}` } })
    return { found, texts: copy.invoicesPage }
  },
  head: ({ loaderData, params }) => ({
    meta: [{ title: loaderData ? loaderData.texts.invoiceTitle.replace('{number}', params.number) : 'Invoice' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: InvoicePage,
})

function InvoicePage() {
  const { found, texts } = Route.useLoaderData()
  if (found.state !== 'found') {
    return (
      <div className="container-page py-12">
        <p role="status" data-testid="invoice-unavailable">
          {texts.notFound}
        </p>
      </div>
    )
  }
  return <InvoiceDocument invoice={found.invoice} texts={texts} />
}
