// GET and POST /api/collaborations/{id}/codes (decision 0102): a collaboration's offer codes, and making one.
import { createFileRoute } from '@tanstack/react-router'

import { getCodes, postCode, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/codes')({
  server: {
    handlers: {
      GET: ({ request, params }) => serveMember(getCodes(params.id), 'GET /api/collaborations/{id}/codes')({ request }),
      POST: ({ request, params }) => serveMember(postCode(params.id))({ request }),
    },
  },
})
