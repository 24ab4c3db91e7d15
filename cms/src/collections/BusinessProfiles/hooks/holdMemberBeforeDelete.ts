// A business profile deleted on its own (an admin in the CMS) takes the locks in the order every
// other write does (decision 0085): its member's row first, as deleting the member would. The
// delete's trigger then writes the business's proposals (docs/decisions/0088-departed-partners.md),
// while an accept holds both members, then its proposal, then records events that point at the
// profile: without the member held first, each held what the other waited for (a deadlock).
import type { CollectionBeforeDeleteHook } from 'payload'

import { requestConnection } from '../../../database/pool-of'

export const holdMemberBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Payload runs every delete in a transaction; outside one the lock would end at once.
  const client = await requestConnection(req.payload, req)
  if (!client) return
  await client.query('select m.id from members m join business_profiles p on p.member_id = m.id where p.id = $1 for update of m', [id])
}
