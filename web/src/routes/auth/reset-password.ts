// /auth/reset-password: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { resetPassword } from '~/auth/handlers/email.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/reset-password')({
  server: {
    handlers: {
      POST: serve(resetPassword),
    },
  },
})
