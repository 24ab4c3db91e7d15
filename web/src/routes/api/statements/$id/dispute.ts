// POST /api/statements/{id}/dispute (decision 0109): either side disputes a statement within 14 days of issue.
import { createFileRoute } from '@tanstack/react-router'

import { postStatementAction } from '~/money/handlers.server'

export const Route = createFileRoute('/api/statements/$id/dispute')({
  server: { handlers: { POST: ({ request, params }) => postStatementAction(params.id, 'dispute')({ request }) } },
})
