// POST /api/collaborations/{id}/agreement/confirm (decision 0105): fixed once both sides confirmed.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { postAgreementConfirm } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/agreement/confirm')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postAgreementConfirm(params.id), 'workspace')({ request }) } },
})
