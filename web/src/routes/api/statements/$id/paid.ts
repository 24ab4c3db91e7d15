// POST /api/statements/{id}/paid (decision 0109): the payer marks a statement paid.
import { createFileRoute } from '@tanstack/react-router'

import { postStatementAction } from '~/money/handlers.server'

export const Route = createFileRoute('/api/statements/$id/paid')({
  server: { handlers: { POST: ({ request, params }) => postStatementAction(params.id, 'paid')({ request }) } },
})
