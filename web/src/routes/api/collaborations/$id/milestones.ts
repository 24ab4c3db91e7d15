// POST /api/collaborations/{id}/milestones (decision 0105).
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { postMilestone } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/milestones')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postMilestone(params.id), 'workspace')({ request }) } },
})
