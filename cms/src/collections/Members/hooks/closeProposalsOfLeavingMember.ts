// A member who deletes their account takes their business along (ON DELETE CASCADE), and with it
// every proposal not accepted (the business_profiles delete trigger; an accepted one stays with the
// other side, decision 0088). A proposal still awaiting an answer would then vanish from the other
// side's page with no word, after they had an email about it: the other side is told it is closed
// instead. Runs in the deletion's transaction, whether the member deleted the account on the site
// or an admin did in the CMS; the emails are queued there and sent once it commits (none if it
// rolls back).
import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { sitePublicUrl } from '../../../environment'
import { deliverAfterCommit, enqueueEmail } from '../../../mail/outbox'
import { fill, subjectLine } from '../../../mail/template'

const idOf = (value: unknown): number => Number(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

/** The document, or null when it is gone (findByID would throw and abort the member's deletion). */
async function findOne<S extends 'business-profiles' | 'members'>(req: PayloadRequest, collection: S, id: number) {
  const { docs } = await req.payload.find({ collection, where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true, pagination: false, req })
  return docs[0] ?? null
}

export const closeProposalsOfLeavingMember: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // In turn: every read joins the deletion's transaction, whose one connection runs one statement at a time.
  const { docs: profiles } = await req.payload.find({ collection: 'business-profiles', where: { member: { equals: id } }, limit: 1, depth: 0, overrideAccess: true, pagination: false, req })
  const leaving = profiles[0]
  if (!leaving) return
  const { docs: pending } = await req.payload.find({
    collection: 'proposals',
    where: { and: [{ status: { equals: 'pending' } }, { or: [{ from: { equals: leaving.id } }, { to: { equals: leaving.id } }] }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (pending.length === 0) return
  const { emails } = await req.payload.findGlobal({ slug: 'directory', depth: 0, req })
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  // Missing words never stop a member leaving: the deletion goes ahead and the gap is logged.
  if (!emails?.closedSubject || !emails.closedBody) {
    req.payload.logger.warn(`member ${id} left with ${pending.length} pending proposals; nobody told (Directory → Emails → closed is empty)`)
    return
  }
  for (const proposal of pending) {
    const otherId = idOf(proposal.from) === leaving.id ? idOf(proposal.to) : idOf(proposal.from)
    // The other side may be leaving in the same bulk deletion, its business already gone: nobody to tell.
    const other = await findOne(req, 'business-profiles', otherId)
    const member = other ? await findOne(req, 'members', idOf(other.member)) : null
    if (!other || !member) continue
    const values = { recipient: member.firstName, from: leaving.name, to: other.name, link: `${sitePublicUrl()}/partners`, brand: settings.brandName }
    const emailId = await enqueueEmail(
      req.payload,
      {
        kind: 'proposal-closed',
        to: member.email,
        subject: subjectLine(fill(emails.closedSubject, values)),
        text: fill(emails.closedBody, values),
        ref: `proposals:${proposal.id}`,
      },
      req,
    )
    void deliverAfterCommit(req.payload, emailId)
  }
}
