// DELETE /api/integrations/{id} (decision 0104): the shop's webhooks are refused from now on.
import { createFileRoute } from '@tanstack/react-router'

import { deleteIntegrationHandler, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/integrations/$id')({
  server: { handlers: { DELETE: ({ request, params }) => serveMember(deleteIntegrationHandler(params.id))({ request }) } },
})
