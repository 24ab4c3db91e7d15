// Support's unlisting sticks. When staff take a business off the directory, the profile is held:
// the site refuses a member's save that would list it again (web/src/partners/save-profile.server.ts),
// until staff list it again or untick the hold. The member's own unlisting holds nothing.
import type { CollectionBeforeChangeHook } from 'payload'

import { roleOf } from '../../../access'

export const holdWhenSupportUnlists: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !roleOf(req)) return data
  const wasListed = Boolean(originalDoc?.listed)
  if (data.listed === false && wasListed) data.heldBySupport = true
  else if (data.listed === true && !wasListed) data.heldBySupport = false
  // Ticking the hold on a listed business takes it off the directory too.
  if (data.heldBySupport === true) data.listed = false
  return data
}
