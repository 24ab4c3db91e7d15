// POST /api/redemptions/{id}/void (decision 0102): a recorded sale taken back out of the results.
import { createFileRoute } from '@tanstack/react-router'

import { postVoid, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/redemptions/$id/void')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postVoid(params.id))({ request }) } },
})
