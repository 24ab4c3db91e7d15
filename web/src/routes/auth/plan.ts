// POST /auth/plan (decision 0103): the signed-in member changes plan and billing.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { postPlan } from '~/plans/handlers.server'

export const Route = createFileRoute('/auth/plan')({
  server: { handlers: { POST: serveMember(postPlan, 'plan') } },
})
