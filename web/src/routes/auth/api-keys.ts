// GET and POST /auth/api-keys (decision 0110): the member's API keys, and making one.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { getApiKeys, postApiKey } from '~/plans/api-keys.handlers.server'

export const Route = createFileRoute('/auth/api-keys')({
  server: { handlers: { GET: serveMember(getApiKeys, 'api-keys'), POST: serveMember(postApiKey, 'api-keys') } },
})
