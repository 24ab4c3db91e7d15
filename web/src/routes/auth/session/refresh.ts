// /auth/session/refresh: the pages' cookie refresh; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { refreshCookie } from '~/auth/handlers/session.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/session/refresh')({
  server: {
    handlers: {
      POST: serve(refreshCookie),
    },
  },
})
