// DELETE /api/counter-links/{id} (decision 0104): the link stops working at once.
import { createFileRoute } from '@tanstack/react-router'

import { deleteCounterLinkHandler, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/counter-links/$id')({
  server: { handlers: { DELETE: ({ request, params }) => serveMember(deleteCounterLinkHandler(params.id))({ request }) } },
})
