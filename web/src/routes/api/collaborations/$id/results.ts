// GET /api/collaborations/{id}/results?from&to (decision 0102): clicks, scans, sales and revenue.
import { createFileRoute } from '@tanstack/react-router'

import { getResults, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/results')({
  server: { handlers: { GET: ({ request, params }) => serveMember(getResults(params.id), 'GET /api/collaborations/{id}/results')({ request }) } },
})
