// GET /api/collaborations (decision 0105): the member's collaborations, latest activity first.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { getCollaborations } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations')({
  server: { handlers: { GET: serveMember(getCollaborations, 'workspace') } },
})
