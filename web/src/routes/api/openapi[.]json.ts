// GET /api/openapi.json (decision 0115): the OpenAPI 3.1 document of the site's API, made from the handlers' zod schemas.
import { createFileRoute } from '@tanstack/react-router'

import { getOpenApiDocument } from '~/api-reference/document.server'
import { serve } from '~/server/http.server'

export const Route = createFileRoute('/api/openapi.json')({
  server: { handlers: { GET: serve(getOpenApiDocument, 'api-reference') } },
})
