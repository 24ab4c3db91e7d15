// Staff hold a business off the directory; only its owner lists it. Unticking "Listed" (or ticking
// the hold) holds the profile: the site refuses a member's save that would list it again
// (web/src/partners/save-profile.server.ts) until staff lift the hold. Lifting puts the business
// where its owner left it: back on the directory when the owner had it listed (`listedByOwner`, which
// the owner's saves write and staff cannot), otherwise off it until the owner lists it. Staff never
// list a business themselves, admins included: a listing is the owner's consent to be shown to
// everyone, and a business its owner unlisted put back by someone else is that consent overridden
// (docs/decisions/0099-addresses-and-answers-that-tell-nothing.md). The member's own unlisting holds nothing.
import type { CollectionBeforeChangeHook } from 'payload'

import { roleOf } from '../../../access'
import { refusal } from '../../../refusal'

export const holdsAndTheOwnersListing: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !roleOf(req)) return data
  const wasListed = Boolean(originalDoc?.listed)
  const held = data.heldBySupport === true || (data.listed === false && wasListed)
  const listed = held ? false : originalDoc?.heldBySupport ? Boolean(originalDoc?.listedByOwner) : wasListed
  // Ticking "Listed" is refused rather than ignored, so staff are not left believing they listed it.
  if (data.listed === true && !wasListed && !listed) {
    throw refusal('Only its owner lists a business. Untick “Kept off the directory by support” to lift your hold: the business returns to the directory if its owner had it listed.')
  }
  data.heldBySupport = held
  data.listed = listed
  return data
}
