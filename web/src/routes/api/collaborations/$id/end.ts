// POST /api/collaborations/{id}/end (decision 0105): either side, once.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { postEnd } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/end')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postEnd(params.id), 'workspace')({ request }) } },
})
