// POST /api/collaborations/{id}/milestones/{mid}/done and /confirm (decision 0105); any other action is unknown.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { json } from '~/server/http.server'
import { milestoneActions, postMilestoneAction, type MilestoneAction } from '~/workspace/handlers.server'

export const Route = createFileRoute('/api/collaborations/$id/milestones/$mid/$action')({
  server: {
    handlers: {
      POST: ({ request, params }) => {
        if (!milestoneActions.includes(params.action as MilestoneAction)) return json(404, { success: false, errorMessage: 'Not found.' })
        return serveMember(postMilestoneAction(params.id, params.mid, params.action as MilestoneAction), 'workspace')({ request })
      },
    },
  },
})
