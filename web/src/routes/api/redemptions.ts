// POST /api/redemptions (decision 0102): a sale made with an offer code, recorded by its redeemer.
import { createFileRoute } from '@tanstack/react-router'

import { postRedemption, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/redemptions')({
  server: { handlers: { POST: serveMember(postRedemption, 'POST /api/redemptions') } },
})
