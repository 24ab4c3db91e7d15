// GET and POST /api/collaborations/{id}/messages (decision 0106): a collaboration's messages, and writing one.
import { createFileRoute } from '@tanstack/react-router'

import { getMessages, postMessage, serveMember } from '~/workspace/messages.handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/messages')({
  server: {
    handlers: {
      GET: ({ request, params }) => serveMember(getMessages(params.id))({ request }),
      POST: ({ request, params }) => serveMember(postMessage(params.id))({ request }),
    },
  },
})
