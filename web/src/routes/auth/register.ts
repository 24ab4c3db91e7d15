// /auth/register: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { register } from '~/auth/handlers/register.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/register')({
  server: {
    handlers: {
      POST: serve(register),
    },
  },
})
