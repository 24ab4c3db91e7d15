// A collaboration's results as both businesses see them (decision 0102): the five figures, a table by
// code and the last 30 days as a chart. Self-contained: give it the view from
// `getCollaborationResults` and the `panel` words of the `results` global.
import type { Result } from '@kindred/cms/types'

import { formatCents, formatCount } from './format'
import { ResultsChart, type ChartDay } from './ResultsChart'

export type PanelResults = {
  clicks: number
  qrScans: number
  redemptions: number
  revenue: number
  averageSale: number
  codes: { code: string; clicks: number; qrScans: number; redemptions: number; revenue: number }[]
}

/** The five headline figures; also the totals of the dashboard's results page. */
export function ResultsFigures({ figures, texts, testId = 'results-figures' }: { figures: Omit<PanelResults, 'codes'>; texts: Result['panel']; testId?: string }) {
  const items = [
    { key: 'clicks', label: texts.clicks, value: formatCount(figures.clicks) },
    { key: 'qr-scans', label: texts.qrScans, value: formatCount(figures.qrScans) },
    { key: 'redemptions', label: texts.redemptions, value: formatCount(figures.redemptions) },
    { key: 'revenue', label: texts.revenue, value: formatCents(figures.revenue) },
    { key: 'average-sale', label: texts.averageSale, value: formatCents(figures.averageSale) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5" data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`figure-${item.key}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function ResultsPanel({ results, days, texts, idPrefix = 'results' }: { results: PanelResults; days: ChartDay[]; texts: Result['panel']; idPrefix?: string }) {
  const headingId = `${idPrefix}-heading`
  const quiet = results.clicks === 0 && results.redemptions === 0
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="results-panel">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {texts.heading}
      </h2>
      <div className="mt-4">
        <ResultsFigures figures={results} texts={texts} />
      </div>
      {quiet ? <p className="mt-4 text-slate-700">{texts.noActivity}</p> : null}
      {results.codes.length ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="results-by-code">
            <caption className="mb-2 text-left text-lg font-semibold">{texts.perCode}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {texts.code}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {texts.clicks}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {texts.qrScans}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {texts.redemptions}
                </th>
                <th scope="col" className="py-2 text-right">
                  {texts.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.codes.map((row) => (
                <tr key={row.code} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-mono">
                    {row.code}
                  </th>
                  <td className="py-2 pr-4 text-right">{formatCount(row.clicks)}</td>
                  <td className="py-2 pr-4 text-right">{formatCount(row.qrScans)}</td>
                  <td className="py-2 pr-4 text-right">{formatCount(row.redemptions)}</td>
                  <td className="py-2 text-right">{formatCents(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3 className="mt-6 text-lg font-semibold">{texts.perDay}</h3>
      <ResultsChart days={days} texts={texts} idPrefix={idPrefix} />
    </section>
  )
}
