// POST /api/proposals/{id}/accept, /decline, /withdraw (decision 0041); any other action is unknown.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { answer } from '~/partners/handlers.server'
import { proposalActions, type ProposalAction } from '~/partners/partners.options'
import { json } from '~/server/http.server'

export const Route = createFileRoute('/api/proposals/$id/$action')({
  server: {
    handlers: {
      POST: ({ request, params }) => {
        if (!proposalActions.includes(params.action as ProposalAction)) return json(404, { success: false, errorMessage: 'Not found.' })
        return serveMember(answer(params.action as ProposalAction, params.id), 'proposals')({ request })
      },
    },
  },
})
