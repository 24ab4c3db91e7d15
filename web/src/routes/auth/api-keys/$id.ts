// DELETE /auth/api-keys/{id} (decision 0110): the key stops working at once.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { deleteApiKeyHandler } from '~/plans/api-keys.handlers.server'

export const Route = createFileRoute('/auth/api-keys/$id')({
  server: { handlers: { DELETE: ({ request, params }) => serveMember(deleteApiKeyHandler(params.id), 'api-keys')({ request }) } },
})
