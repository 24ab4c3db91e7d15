// /redeem/{token}: the counter page of a counter link (decision 0104), for shop staff without accounts.
// A plain form that works without script: GET renders it, POST to the same address records the sale
// (results/counter.server.ts) and renders the page again with the outcome. An unknown or deleted
// link is the site's not-found page.
import { createFileRoute } from '@tanstack/react-router'

import { throwNotFound } from '~/content/not-found.functions'
import { counterForm, type CounterOutcome } from '~/results/counter.server'
import { getCounterPage } from '~/results/ingest.functions'
import { socketIp } from '~/server/http.server'

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

export const Route = createFileRoute('/redeem/$token')({
  server: {
    handlers: {
      POST: ({ request, params, next }) => counterForm(request, params.token, { ip: socketIp() }, next),
    },
  },
  // The form's outcome, handed over by the POST handler (null on every other render).
  beforeLoad: ({ serverContext }) => ({ counterOutcome: ((serverContext as Record<string, unknown> | undefined)?.counterOutcome as CounterOutcome | undefined) ?? null }),
  // The token is the link's credential: it must not leak through the Referer header, be cached or indexed.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }),
  loader: async ({ params }) => {
    const page = await getCounterPage({ data: { token: params.token } })
    if (!page) return throwNotFound()
    return page
  },
  head: ({ loaderData }) => (loaderData ? { meta: [{ title: fill(loaderData.copy.title, { business: loaderData.business }) }, { name: 'robots', content: 'noindex' }] } : {}),
  component: CounterPage,
})

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:ring-2 focus:ring-brand-600 focus:outline-none'
const labelClass = 'block text-sm font-medium text-slate-800'

function CounterPage() {
  const { business, copy } = Route.useLoaderData()
  const { counterOutcome: outcome } = Route.useRouteContext()
  const { token } = Route.useParams()
  const values = outcome?.values ?? { code: '', amount: '', orderRef: '' }
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{fill(copy.title, { business })}</h1>
        <p className="mt-3 text-center text-slate-600">{copy.intro}</p>
        <div className="card mt-8 bg-white">
          {outcome ? (
            <p
              role={outcome.recorded ? 'status' : 'alert'}
              data-testid="counter-outcome"
              className={`mb-5 rounded-lg px-3 py-2 text-sm ${outcome.recorded ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
            >
              {outcome.message}
            </p>
          ) : null}
          {/* An explicit action: the form posts to this page whether or not the page's script has loaded. */}
          <form method="post" action={`/redeem/${token}`} className="space-y-5">
            <div>
              <label htmlFor="counter-code" className={labelClass}>
                {copy.codeLabel}
              </label>
              <input
                id="counter-code"
                name="code"
                required
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                defaultValue={values.code}
                className={`${inputClass} uppercase`}
              />
            </div>
            <div>
              <label htmlFor="counter-amount" className={labelClass}>
                {copy.amountLabel}
              </label>
              <input
                id="counter-amount"
                name="amount"
                required
                inputMode="decimal"
                pattern="\$?[0-9]{1,9}(\.[0-9]{1,2})?"
                maxLength={20}
                autoComplete="off"
                aria-describedby="counter-amount-hint"
                defaultValue={values.amount}
                className={inputClass}
              />
              <p id="counter-amount-hint" className="mt-1 text-sm text-slate-600">
                {copy.amountHint}
              </p>
            </div>
            <div>
              <label htmlFor="counter-order" className={labelClass}>
                {copy.orderRefLabel}
              </label>
              <input id="counter-order" name="orderRef" maxLength={64} autoComplete="off" defaultValue={values.orderRef} className={inputClass} />
            </div>
            <button type="submit" className="btn-primary w-full justify-center">
              {copy.submit}
            </button>
          </form>
        </div>
      </div>
    </div>
  )
}
