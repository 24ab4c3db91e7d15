// When support takes a business off the directory and holds it there, its owner is told by email:
// the profile editor's notice reaches only a member who comes looking. The email is queued in the
// save's transaction (no save without its email, no email without its save) and sent once it commits.
import { APIError, type CollectionAfterChangeHook } from 'payload'

import { sitePublicUrl } from '../../../environment'
import { deliverAfterCommit, enqueueEmail } from '../../../mail/outbox'
import { fill } from '../../../mail/template'

export const tellOwnerWhenHeld: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.heldBySupport || previousDoc?.heldBySupport) return doc
  const memberId = typeof doc.member === 'object' && doc.member ? doc.member.id : doc.member
  // In turn: every read joins the save's transaction, whose one connection runs one statement at a time.
  const member = await req.payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true, req })
  const { emails } = await req.payload.findGlobal({ slug: 'directory', depth: 0, req })
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  // Unpublished words would send an empty email: refuse the save with a clear message instead.
  if (!emails?.heldSubject || !emails.heldBody) throw new APIError('The email to the owner (Directory → Emails → held) is not filled in yet.', 400)
  const values = { recipient: member.firstName, to: String(doc.name), link: `${sitePublicUrl()}/dashboard/business`, brand: settings.brandName }
  const id = await enqueueEmail(
    req.payload,
    {
      kind: 'business-held',
      to: member.email,
      replyTo: settings.supportEmail || undefined,
      subject: fill(emails.heldSubject, values).replace(/\s+/g, ' ').trim(),
      text: fill(emails.heldBody, values),
      ref: `business-profiles:${doc.id}`,
    },
    req,
  )
  void deliverAfterCommit(req.payload, id)
  return doc
}
