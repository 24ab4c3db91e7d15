// /auth/profile: thin wrapper; the logic and its tests live in web/src/auth/handlers.
import { createFileRoute } from '@tanstack/react-router'

import { getProfile, putProfile } from '~/auth/handlers/profile.server'
import { serve } from '~/auth/route.server'

export const Route = createFileRoute('/auth/profile')({
  server: {
    handlers: {
      GET: serve(getProfile),
      PUT: serve(putProfile),
    },
  },
})
