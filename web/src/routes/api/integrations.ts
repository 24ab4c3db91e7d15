// GET and POST /api/integrations (decision 0104): the member's business's shop integrations, and making one.
import { createFileRoute } from '@tanstack/react-router'

import { getIntegrations, postIntegration, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/integrations')({
  server: { handlers: { GET: serveMember(getIntegrations), POST: serveMember(postIntegration) } },
})
