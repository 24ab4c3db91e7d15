// Records that a profile was seen (analytics); draws nothing.
import { useEffect } from 'react'

import { track } from '~/analytics'

export function ProfileViewed({ slug, businessType }: { slug: string; businessType: string }) {
  useEffect(() => {
    track('partner_profile_viewed', { partner_slug: slug, business_type: businessType })
  }, [slug, businessType])
  return null
}
