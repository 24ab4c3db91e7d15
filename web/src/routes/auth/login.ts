// /auth/login: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { login } from '~/auth/handlers/login.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/login')({
  server: {
    handlers: {
      POST: serve(login),
    },
  },
})
