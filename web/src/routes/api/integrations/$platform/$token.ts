// POST /api/integrations/{shopify|woocommerce}/{token} (decision 0104): a shop's signed order webhook.
import { createFileRoute } from '@tanstack/react-router'

import { serveWebhook } from '~/results/handlers.server'

export const Route = createFileRoute('/api/integrations/$platform/$token')({
  server: { handlers: { POST: ({ request, params }) => serveWebhook(params.platform, params.token)({ request }) } },
})
