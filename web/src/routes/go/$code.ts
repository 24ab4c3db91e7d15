// GET /go/{code} (CONTRACT §6): an offer code's tracking link. No page: a redirect, the 410 page of an
// ended offer, or the site's not-found page.
import { createFileRoute } from '@tanstack/react-router'

import { followLink } from '~/results/go.server'
import { serve } from '~/server/http.server'

export const Route = createFileRoute('/go/$code')({
  server: { handlers: { GET: ({ request, params }) => serve((req, context) => followLink(req, params.code, context), 'results')({ request }) } },
})
