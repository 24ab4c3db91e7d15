// One invoice as a printable A4 document (/dashboard/invoices/{number}): Kindred's details, the
// business billed, each line with its amount (GST included), the total, the GST it includes and
// the total without it. The print stylesheet (app.css, `.invoice-print`) leaves out the site's frame.
import type { Account } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'

import { aud, melbourneDay, monthInWords } from '~/money/format'
import type { Invoice, InvoiceLine } from '~/money/invoice'

type Texts = Account['invoicesPage']

const lineText = (texts: Texts, kind: InvoiceLine['kind']) =>
  ({ subscription: texts.lineSubscription, proration: texts.lineProration, 'platform-commission': texts.linePlatformCommission })[kind as 'subscription'] ?? texts.lineAdjustment

export function InvoiceDocument({ invoice, texts }: { invoice: Invoice; texts: Texts }) {
  return (
    <article className="invoice-print container-page max-w-3xl py-12" data-testid="printable-invoice">
      <header className="flex flex-wrap justify-between gap-4 border-b border-slate-300 pb-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{fill(texts.invoiceTitle, { number: invoice.number })}</h1>
          <p className="mt-1 text-sm text-slate-700">{fill(texts.issuedOn, { date: melbourneDay(invoice.issuedAt) })}</p>
          <p className="text-sm text-slate-700">{fill(texts.period, { month: monthInWords(invoice.month) })}</p>
        </div>
        <p className="max-w-xs text-sm whitespace-pre-line text-slate-700">{texts.supplier}</p>
      </header>
      <p className="mt-4 text-sm">
        <span className="font-semibold">{texts.billedTo}:</span> <bdi>{invoice.business.name}</bdi>
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-400">
            <th className="py-2">{texts.descriptionHeading}</th>
            <th className="py-2 text-right">{texts.amountHeading}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.entryId} className="border-b border-slate-200">
              <td className="py-2">
                {lineText(texts, line.kind)} <span className="text-slate-500">· {melbourneDay(line.createdAt)}</span>
              </td>
              <td className="py-2 text-right tabular-nums">{aud(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className="pt-3">{texts.totalIncludingGst}</th>
            <td className="pt-3 text-right font-semibold tabular-nums" data-testid="invoice-total">
              {aud(invoice.total)}
            </td>
          </tr>
          <tr>
            <th className="font-normal">{texts.gstIncluded}</th>
            <td className="text-right tabular-nums" data-testid="invoice-gst">
              {aud(invoice.gst)}
            </td>
          </tr>
          <tr>
            <th className="font-normal">{texts.totalExGst}</th>
            <td className="text-right tabular-nums">{aud(invoice.exGst)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 text-xs text-slate-600">{texts.gstNote}</p>
      <button type="button" className="btn-primary invoice-print-button mt-8" onClick={() => window.print()}>
        {texts.print}
      </button>
    </article>
  )
}
