// A collaboration's days as an inline SVG drawn on the server: a bar of clicks and a point of the
// line of sales for each day. No charting library reaches the browser. The SVG is an image with a
// title and a description, and the same figures follow it in a table that screen readers read.
import type { Result } from '@kindred/cms/types'

import { formatCents, formatCount } from './format'

export type ChartDay = { date: string; clicks: number; qrScans: number; redemptions: number; revenue: number }

const width = 600
const height = 160
const gap = 2

export function ResultsChart({ days, texts, idPrefix }: { days: ChartDay[]; texts: Result['panel']; idPrefix: string }) {
  const maxClicks = Math.max(1, ...days.map((day) => day.clicks))
  const maxSales = Math.max(1, ...days.map((day) => day.redemptions))
  const slot = width / Math.max(1, days.length)
  const barWidth = Math.max(1, slot - gap)
  const y = (value: number, max: number) => height - (value / max) * (height - 8)
  const line = days.map((day, index) => `${(index * slot + slot / 2).toFixed(1)},${y(day.redemptions, maxSales).toFixed(1)}`).join(' ')
  const titleId = `${idPrefix}-chart-title`
  const descId = `${idPrefix}-chart-desc`
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className="h-40 w-full" preserveAspectRatio="none" data-testid="results-chart">
        <title id={titleId}>{texts.chartTitle}</title>
        <desc id={descId}>{texts.chartDescription}</desc>
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#cbd5e1" />
        {days.map((day, index) => (
          <rect key={day.date} x={index * slot + gap / 2} y={y(day.clicks, maxClicks)} width={barWidth} height={height - y(day.clicks, maxClicks)} fill="#93c5fd" />
        ))}
        <polyline points={line} fill="none" stroke="#be123c" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="mt-2 flex gap-6 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 bg-blue-300" />
          {texts.chartLegendClicks}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-rose-700" />
          {texts.chartLegendSales}
        </span>
      </figcaption>
      <table className="sr-only" data-testid="results-chart-table">
        <caption>{texts.perDay}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.day}</th>
            <th scope="col">{texts.clicks}</th>
            <th scope="col">{texts.qrScans}</th>
            <th scope="col">{texts.redemptions}</th>
            <th scope="col">{texts.revenue}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatCount(day.clicks)}</td>
              <td>{formatCount(day.qrScans)}</td>
              <td>{formatCount(day.redemptions)}</td>
              <td>{formatCents(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
