// Links a contact message to the member account with the sender's email, so the desk sees who
// wrote. Runs on create and again on later saves, which catches senders who registered afterwards.
import type { CollectionBeforeChangeHook } from 'payload'

export const linkContactMember: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const email = String(data.email ?? originalDoc?.email ?? '').trim()
  const current = data.member ?? originalDoc?.member
  if (!email || current) return data
  const { docs } = await req.payload.find({
    collection: 'members',
    where: { or: [{ email: { equals: email } }, { email: { equals: email.toLowerCase() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) data.member = docs[0].id
  return data
}
