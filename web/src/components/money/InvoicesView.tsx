// The invoices page's body (/dashboard/invoices): Kindred's invoices to the member's business, each
// linking to its printable page, and the statements with its partners, where the member takes the
// step that is theirs (the payer marks paid, the payee confirms, either disputes within 14 days).
import type { Account } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'
import { Link, useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

import { aud, melbourneDay, monthInWords } from '~/money/format'
import type { Invoice, Statement, StatementStatus } from '~/money/invoice'
import { actOnMyStatement } from '~/money/money.functions'

type Texts = Account['invoicesPage']

const statusText = (texts: Texts, status: StatementStatus) => ({ issued: texts.statusIssued, paid: texts.statusPaid, confirmed: texts.statusConfirmed, disputed: texts.statusDisputed })[status]

/** `now` is the loader's moment, so the server and the browser show the same dispute window. */
export function InvoicesView({ invoices, statements, slug, texts, now }: { invoices: Invoice[]; statements: Statement[]; slug: string | null; texts: Texts; now: string }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className="text-xl font-semibold">
          {texts.invoicesHeading}
        </h2>
        {invoices.length === 0 ? (
          <p className="mt-3 text-slate-600" data-testid="no-invoices">
            {texts.noInvoices}
          </p>
        ) : (
          <table className="mt-4 w-full text-left text-sm" data-testid="invoices">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="py-2">{texts.numberLabel}</th>
                <th className="py-2">{texts.monthLabel}</th>
                <th className="py-2">{texts.issuedLabel}</th>
                <th className="py-2 text-right">{texts.totalLabel}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.number} className="border-b border-slate-200">
                  <td className="py-2 font-mono">{invoice.number}</td>
                  <td className="py-2">{monthInWords(invoice.month)}</td>
                  <td className="py-2">{melbourneDay(invoice.issuedAt)}</td>
                  <td className="py-2 text-right tabular-nums">{aud(invoice.total)}</td>
                  <td className="py-2 text-right">
                    <Link to="/dashboard/invoices/$number" params={{ number: invoice.number }} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                      {texts.view}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="statements-heading">
        <h2 id="statements-heading" className="text-xl font-semibold">
          {texts.statementsHeading}
        </h2>
        {statements.length === 0 ? (
          <p className="mt-3 text-slate-600">{texts.noStatements}</p>
        ) : (
          <ul className="mt-4 space-y-4" data-testid="statements">
            {statements.map((statement) => (
              <StatementItem key={statement.id} statement={statement} slug={slug} texts={texts} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function StatementItem({ statement, slug, texts, now }: { statement: Statement; slug: string | null; texts: Texts; now: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const isPayer = slug !== null && statement.payer.slug === slug
  const isPayee = slug !== null && statement.payee.slug === slug
  const open = statement.status === 'issued' || statement.status === 'paid'
  const disputable = open && Date.parse(statement.disputableUntil) > Date.parse(now)

  async function act(action: 'paid' | 'confirm' | 'dispute', event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      const answer = await actOnMyStatement({ data: { id: String(statement.id), action, ...(action === 'dispute' ? { reason } : {}) } })
      if (!answer.success) setFailure(answer.errorMessage)
      else await router.invalidate()
    } catch {
      setFailure(texts.actionFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="statement">
      <p className="font-semibold">
        {monthInWords(statement.month)}: <bdi>{fill(texts.owes, { payer: statement.payer.name, payee: statement.payee.name, amount: aud(statement.amount) })}</bdi>
      </p>
      <p className="mt-1 text-sm text-slate-600" data-testid="statement-status">
        {statusText(texts, statement.status)}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {isPayer && statement.status === 'issued' && (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void act('paid')}>
            {texts.markPaid}
          </button>
        )}
        {isPayee && statement.status === 'paid' && (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void act('confirm')}>
            {texts.confirm}
          </button>
        )}
      </div>
      {disputable && (
        <form className="mt-3 space-y-2" onSubmit={(event) => void act('dispute', event)}>
          <label className="block text-sm font-medium" htmlFor={`dispute-${statement.id}`}>
            {texts.disputeReason}
          </label>
          <textarea
            id={`dispute-${statement.id}`}
            className="w-full rounded border border-slate-300 p-2"
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p className="text-xs text-slate-600">{fill(texts.disputeUntil, { date: melbourneDay(statement.disputableUntil) })}</p>
          <button type="submit" className="btn-secondary" disabled={busy || reason.trim() === ''}>
            {texts.dispute}
          </button>
        </form>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </li>
  )
}
