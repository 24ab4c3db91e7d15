// POST /api/collaborations/{id}/review (decision 0105): once per business, after the end.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { postReview } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/review')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postReview(params.id), 'workspace')({ request }) } },
})
