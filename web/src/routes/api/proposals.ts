// GET and POST /api/proposals (decision 0041): the member's proposals, and sending one.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { getProposals, postProposal } from '~/partners/handlers.server'

export const Route = createFileRoute('/api/proposals')({
  server: { handlers: { GET: serveMember(getProposals, 'proposals'), POST: serveMember(postProposal, 'proposals') } },
})
