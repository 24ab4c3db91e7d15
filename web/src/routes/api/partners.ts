// GET /api/partners (decision 0040): the directory as JSON; logic in web/src/partners.
import { createFileRoute } from '@tanstack/react-router'

import { listPartners } from '~/partners/handlers.server'
import { serve } from '~/server/http.server'

export const Route = createFileRoute('/api/partners')({
  server: { handlers: { GET: serve(listPartners, 'partners') } },
})
