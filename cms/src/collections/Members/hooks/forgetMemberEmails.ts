// A deleted member's queued and sent emails go with the account: their bodies hold the name,
// the address and single-use links. Runs in the deletion's transaction (the same `req`), so the
// account and its emails disappear together, whether an admin deleted it or the member did.
import type { CollectionAfterDeleteHook } from 'payload'

export const forgetMemberEmails: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const email = typeof doc?.email === 'string' ? doc.email : ''
  if (!email) return doc
  await req.payload.delete({ collection: 'email-outbox', where: { to: { equals: email } }, overrideAccess: true, depth: 0, req })
  return doc
}
