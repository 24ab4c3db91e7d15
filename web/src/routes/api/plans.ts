// GET /api/plans (decision 0103): the published plans with their prices and limits.
import { createFileRoute } from '@tanstack/react-router'

import { serve } from '~/server/http.server'
import { getPlans } from '~/plans/handlers.server'

export const Route = createFileRoute('/api/plans')({
  server: { handlers: { GET: serve(() => getPlans(), 'plans') } },
})
