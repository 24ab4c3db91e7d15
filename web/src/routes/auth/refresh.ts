// /auth/refresh: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { refresh } from '~/auth/handlers/session.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/refresh')({
  server: {
    handlers: {
      POST: serve(refresh),
    },
  },
})
