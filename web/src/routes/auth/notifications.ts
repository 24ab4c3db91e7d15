// GET and PUT /auth/notifications (decision 0106): which emails the member wants.
import { createFileRoute } from '@tanstack/react-router'

import { getNotifications, putNotifications } from '~/workspace/notifications.handlers.server'

export const Route = createFileRoute('/auth/notifications')({
  server: { handlers: { GET: ({ request }) => getNotifications({ request }), PUT: ({ request }) => putNotifications({ request }) } },
})
