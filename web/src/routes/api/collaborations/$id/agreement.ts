// PUT /api/collaborations/{id}/agreement (decision 0105): new terms, which both sides confirm again.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { putAgreement } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/agreement')({
  server: { handlers: { PUT: ({ request, params }) => serveMember(putAgreement(params.id), 'workspace')({ request }) } },
})
