// GET /api/partners/{slug} (decision 0040): one listed business.
import { createFileRoute } from '@tanstack/react-router'

import { getPartner } from '~/partners/handlers.server'
import { serve } from '~/server/http.server'

export const Route = createFileRoute('/api/partners/$slug')({
  server: { handlers: { GET: ({ request, params }) => serve(() => getPartner(params.slug), 'partners')({ request }) } },
})
