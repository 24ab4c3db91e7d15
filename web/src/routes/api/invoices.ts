// GET /api/invoices (decision 0109): Kindred's monthly invoices to the member's business.
import { createFileRoute } from '@tanstack/react-router'

import { getInvoices } from '~/money/handlers.server'

export const Route = createFileRoute('/api/invoices')({
  server: { handlers: { GET: getInvoices } },
})
