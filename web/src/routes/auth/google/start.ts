// /auth/google/start: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { googleStart } from '~/auth/handlers/google.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/google/start')({
  server: {
    handlers: {
      GET: serve(googleStart),
    },
  },
})
