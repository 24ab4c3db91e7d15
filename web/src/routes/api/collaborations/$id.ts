// GET /api/collaborations/{id} (decision 0105): 404 for anyone not one of its two businesses.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { getOne } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id')({
  server: { handlers: { GET: ({ request, params }) => serveMember(getOne(params.id), 'workspace')({ request }) } },
})
