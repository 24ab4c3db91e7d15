// POST /api/statements/{id}/confirm (decision 0109): the payee confirms it was paid.
import { createFileRoute } from '@tanstack/react-router'

import { postStatementAction } from '~/money/handlers.server'

export const Route = createFileRoute('/api/statements/$id/confirm')({
  server: { handlers: { POST: ({ request, params }) => postStatementAction(params.id, 'confirm')({ request }) } },
})
