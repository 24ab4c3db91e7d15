// POST /api/codes/{code}/disable (decision 0102): the business that honours a code stops it for good.
import { createFileRoute } from '@tanstack/react-router'

import { postDisable, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/codes/$code/disable')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postDisable(params.code))({ request }) } },
})
