// GET /api/statements: the monthly statements between the member's business and its partners (decision 0109).
import { createFileRoute } from '@tanstack/react-router'

import { getStatements } from '~/money/handlers.server'

export const Route = createFileRoute('/api/statements')({
  server: { handlers: { GET: getStatements } },
})
