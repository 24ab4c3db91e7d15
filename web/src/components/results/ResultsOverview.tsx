// Every collaboration's results at once (/dashboard/results): the totals, then a row for each
// collaboration with its figures, a link to its results and one to its workspace.
import type { Result } from '@kindred/cms/types'

import type { ResultsOverview } from '~/results/results.functions'

import { formatCents, formatCount } from './format'
import { ResultsFigures } from './ResultsPanel'

export function ResultsOverviewView({ overview, texts, panel }: { overview: ResultsOverview; texts: Result['overview']; panel: Result['panel'] }) {
  if (!overview.collaborations.length) {
    return (
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6" data-testid="results-empty">
        <p>{texts.empty}</p>
        <a href="/partners" className="mt-3 inline-block font-semibold text-blue-800 underline">
          {texts.findPartners}
        </a>
      </div>
    )
  }
  return (
    <>
      <section aria-labelledby="results-totals-heading" className="mt-8">
        <h2 id="results-totals-heading" className="text-2xl font-bold tracking-tight">
          {texts.totals}
        </h2>
        <div className="mt-4">
          <ResultsFigures figures={overview.totals} texts={panel} testId="results-totals" />
        </div>
      </section>
      <section aria-labelledby="results-rows-heading" className="mt-8">
        <h2 id="results-rows-heading" className="text-2xl font-bold tracking-tight">
          {texts.collaborations}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm" data-testid="results-rows">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  {texts.partner}
                </th>
                <th scope="col" className="p-2 text-right">
                  {panel.clicks}
                </th>
                <th scope="col" className="p-2 text-right">
                  {panel.qrScans}
                </th>
                <th scope="col" className="p-2 text-right">
                  {panel.redemptions}
                </th>
                <th scope="col" className="p-2 text-right">
                  {panel.revenue}
                </th>
                <td className="p-2" />
              </tr>
            </thead>
            <tbody>
              {overview.collaborations.map((row) => (
                <tr key={row.id} className="border-b border-slate-200" data-testid="results-row" data-collaboration={row.id}>
                  <th scope="row" id={`results-row-${row.id}`} className="p-2 font-semibold">
                    {row.partner.name}
                  </th>
                  <td className="p-2 text-right">{formatCount(row.figures.clicks)}</td>
                  <td className="p-2 text-right">{formatCount(row.figures.qrScans)}</td>
                  <td className="p-2 text-right">{formatCount(row.figures.redemptions)}</td>
                  <td className="p-2 text-right">{formatCents(row.figures.revenue)}</td>
                  <td className="space-x-4 p-2 text-right whitespace-nowrap">
                    <a href={`/dashboard/results?collaboration=${row.id}`} aria-describedby={`results-row-${row.id}`} className="font-semibold text-blue-800 underline">
                      {panel.heading}
                    </a>
                    <a href={`/dashboard/collaborations/${row.id}`} aria-describedby={`results-row-${row.id}`} className="font-semibold text-blue-800 underline">
                      {texts.open}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
