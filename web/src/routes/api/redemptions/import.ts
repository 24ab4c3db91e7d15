// POST /api/redemptions/import (decision 0104): a CSV file of sales; `?dryRun=1` checks only.
import { createFileRoute } from '@tanstack/react-router'

import { postImport, serveMember } from '~/results/handlers.server'

export const Route = createFileRoute('/api/redemptions/import')({
  server: { handlers: { POST: serveMember(postImport, 'POST /api/redemptions/import') } },
})
