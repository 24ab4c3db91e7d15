// One collaboration's results section, as the workspace page and /dashboard/results embed it: the
// codes (with the create form or the way to a plan that has codes), the sales form for the business
// that honours a code, and the results with their chart.
import type { Result } from '@kindred/cms/types'

import type { CollaborationResultsView } from '~/results/results.functions'

import { OfferCodes } from './OfferCodes'
import { RecordSale } from './RecordSale'
import { ResultsPanel } from './ResultsPanel'

export function CollaborationResults({ view, copy }: { view: CollaborationResultsView; copy: Pick<Result, 'panel' | 'codes' | 'sale'> }) {
  const honoured = view.codes.filter((code) => code.side === 'redeemer' && code.status === 'active').map((code) => code.code)
  return (
    <div data-testid="collaboration-results" data-collaboration={view.collaborationId}>
      <OfferCodes collaborationId={view.collaborationId} codes={view.codes} gate={view.gate} texts={copy.codes} />
      {honoured.length ? <RecordSale codes={honoured} texts={copy.sale} /> : null}
      <ResultsPanel results={view.results} days={view.chartDays} texts={copy.panel} idPrefix={`collaboration-${view.collaborationId}`} />
    </div>
  )
}
