// GET and POST /api/counter-links (decision 0104): the member's business's counter links, and making one.
import { createFileRoute } from '@tanstack/react-router'

import { getCounterLinks, postCounterLink, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/counter-links')({
  server: { handlers: { GET: serveMember(getCounterLinks), POST: serveMember(postCounterLink) } },
})
