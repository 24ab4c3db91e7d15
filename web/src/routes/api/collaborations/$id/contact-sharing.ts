// POST /api/collaborations/{id}/contact-sharing {share}: a side's choice to show its email address;
// the addresses appear in the messages once both sides share.
import { createFileRoute } from '@tanstack/react-router'

import { postContactSharing, serveMember } from '~/workspace/messages.handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/contact-sharing')({
  server: { handlers: { POST: ({ request, params }) => serveMember(postContactSharing(params.id))({ request }) } },
})
