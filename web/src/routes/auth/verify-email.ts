// /auth/verify-email: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { verifyEmail } from '~/auth/handlers/email.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/verify-email')({
  server: {
    handlers: {
      POST: serve(verifyEmail),
    },
  },
})
