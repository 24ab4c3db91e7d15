// /auth/verify-email/resend: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { resendVerification } from '~/auth/handlers/email.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/verify-email/resend')({
  server: {
    handlers: {
      POST: serve(resendVerification),
    },
  },
})
