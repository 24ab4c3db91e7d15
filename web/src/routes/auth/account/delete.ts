// /auth/account/delete: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { deleteAccount } from '~/auth/handlers/account.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/account/delete')({
  server: {
    handlers: {
      POST: serve(deleteAccount),
    },
  },
})
