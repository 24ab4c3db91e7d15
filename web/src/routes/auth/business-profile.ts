// GET and PUT /auth/business-profile (decision 0040): the member's own business profile.
import { createFileRoute } from '@tanstack/react-router'

import { serveMember } from '~/auth/route.server'
import { getBusinessProfile, putBusinessProfile } from '~/partners/handlers.server'

export const Route = createFileRoute('/auth/business-profile')({
  server: { handlers: { GET: serveMember(getBusinessProfile, 'business-profile'), PUT: serveMember(putBusinessProfile, 'business-profile') } },
})
