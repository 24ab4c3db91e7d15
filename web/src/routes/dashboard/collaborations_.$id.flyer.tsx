// /dashboard/collaborations/{id}/flyer?code={CODE}: an offer code's printable A6 flyer (decision 0102):
// both businesses' names, the offer, the code and its QR code, drawn on the server with the same QR
// function as /go/{code}/qr.svg. The print stylesheet (styles/app.css, `.flyer-sheet`) prints the
// flyer alone on one A6 page. A code that is not this collaboration's, or a member who is not one
// of its parties, gets the not-found page.
import { fill } from '@kindred/cms/template'
import { createFileRoute, notFound } from '@tanstack/react-router'

import { loadResultsCopy } from '~/content/copy.functions'
import { getFlyer } from '~/results/results.functions'

export const Route = createFileRoute('/dashboard/collaborations_/$id/flyer')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: typeof search.code === 'string' ? search.code.slice(0, 40) : undefined }),
  loaderDeps: ({ search }) => ({ code: search.code ?? '' }),
  loader: async ({ params, deps }) => {
    const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0
    const [flyer, copy] = await Promise.all([getFlyer({ data: { id, code: deps.code } }), loadResultsCopy(['flyer'])])
    if (!flyer) throw notFound()
    return { flyer, copy: copy.flyer }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData ? `${loaderData.flyer.code} · ${fill(loaderData.copy.together, { business: loaderData.flyer.redeemer, partner: loaderData.flyer.promoter })}` : '' },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: FlyerPage,
})

function FlyerPage() {
  const { flyer, copy } = Route.useLoaderData()
  return (
    <div className="bg-slate-100 py-10 print:bg-white print:p-0">
      <article className="flyer-sheet mx-auto flex flex-col items-center bg-white text-center text-slate-900 shadow-lg print:shadow-none" data-testid="flyer">
        <h1 className="text-lg font-bold leading-tight">{fill(copy.together, { business: flyer.redeemer, partner: flyer.promoter })}</h1>
        <p className="mt-3 text-xl font-semibold leading-snug">{flyer.offerText}</p>
        <p className="mt-3 text-sm uppercase tracking-wide text-slate-700">{copy.useCode}</p>
        <p className="font-mono text-3xl font-bold" data-testid="flyer-code">
          {flyer.code}
        </p>
        {/* uqr's markup of our own link: no member-written text reaches it. */}
        <div role="img" aria-label={copy.qrLabel} className="flyer-qr mt-3" dangerouslySetInnerHTML={{ __html: flyer.qrSvg }} />
        <p className="mt-2 text-sm">{copy.scan}</p>
      </article>
      <p className="mt-6 text-center print:hidden">
        <button type="button" onClick={() => window.print()} className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white">
          {copy.print}
        </button>
      </p>
    </div>
  )
}
