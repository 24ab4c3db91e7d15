// A deleted member's queued and sent emails go with the account: their bodies hold the name,
// the address and single-use links. Runs in the deletion's transaction (the same `req`), so the
// account and its emails disappear together, whether an admin deleted it or the member did.
// One DELETE through the adapter: the outbox has no delete hooks or versions to run, and the Local
// API's bulk delete reads and deletes row by row, side by side on the transaction's one connection
// (node-postgres queues such statements today and stops doing so in pg 9), where interleaved
// deletes can leave rows behind while reporting them gone (payloadcms/payload#16075).
import type { CollectionAfterDeleteHook } from 'payload'

export const forgetMemberEmails: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const email = typeof doc?.email === 'string' ? doc.email : ''
  if (!email) return doc
  await req.payload.db.deleteMany({ collection: 'email-outbox', where: { to: { equals: email } }, req })
  return doc
}
