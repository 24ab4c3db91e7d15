// Records a profile's creation and every change of `listed` in the member's partner activity, in
// the same transaction as the change, whoever made it (the member on the site or support in the admin).
import type { CollectionAfterChangeHook } from 'payload'

export const recordListingChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const member = typeof doc.member === 'object' && doc.member ? doc.member.id : doc.member
  const kinds: string[] = []
  if (operation === 'create') kinds.push('profile-created')
  if (doc.listed && (operation === 'create' || !previousDoc?.listed)) kinds.push('profile-listed')
  if (!doc.listed && operation === 'update' && previousDoc?.listed) kinds.push('profile-unlisted')
  for (const kind of kinds) {
    await req.payload.create({ collection: 'partner-events', data: { member, kind: kind as never, profile: doc.id }, overrideAccess: true, depth: 0, req })
  }
  return doc
}
