// /auth/google: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { googleSignIn } from '~/auth/handlers/google.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/google')({
  server: {
    handlers: {
      POST: serve(googleSignIn),
    },
  },
})
