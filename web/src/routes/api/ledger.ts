// GET /api/ledger (decision 0107): what the member's business pays and receives in a month.
import { createFileRoute } from '@tanstack/react-router'

import { getLedger } from '~/money/handlers.server'

export const Route = createFileRoute('/api/ledger')({
  server: { handlers: { GET: getLedger } },
})
