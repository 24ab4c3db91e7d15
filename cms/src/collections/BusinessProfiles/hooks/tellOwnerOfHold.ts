// The owner hears by email whenever support holds their business off the directory or lifts the
// hold: the profile editor's notice reaches only a member who comes looking. A lift that puts the
// business back on the directory (its owner had it listed) and one that leaves listing it to its
// owner read differently. The
// email is queued in the save's transaction (no save without its email, no email without its save)
// and sent once it commits.
import { type CollectionAfterChangeHook } from 'payload'

import { sitePublicUrl } from '../../../environment'
import { deliverAfterCommit, enqueueEmail } from '../../../mail/outbox'
import { fill, oneLine } from '../../../mail/template'
import type { Directory } from '../../../payload-types'
import { refusal } from '../../../refusal'

type HoldEmail = 'held' | 'relisted' | 'released'
const words: Record<HoldEmail, (emails: NonNullable<Directory['emails']>) => [subject?: string | null, body?: string | null]> = {
  held: (emails) => [emails.heldSubject, emails.heldBody],
  relisted: (emails) => [emails.relistedSubject, emails.relistedBody],
  released: (emails) => [emails.releasedSubject, emails.releasedBody],
}

export const tellOwnerOfHold: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || Boolean(doc.heldBySupport) === Boolean(previousDoc?.heldBySupport)) return doc
  const kind: HoldEmail = doc.heldBySupport ? 'held' : doc.listed ? 'relisted' : 'released'
  const memberId = typeof doc.member === 'object' && doc.member ? doc.member.id : doc.member
  // In turn: every read joins the save's transaction, whose one connection runs one statement at a time.
  const member = await req.payload.findByID({ collection: 'members', id: memberId, depth: 0, overrideAccess: true, req })
  const { emails } = await req.payload.findGlobal({ slug: 'directory', depth: 0, req })
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const [subject, body] = emails ? words[kind](emails) : []
  // Unpublished words would send an empty email: refuse the save with a clear message instead.
  if (!subject || !body) throw refusal(`The email to the owner (Directory → Emails → ${kind}) is not filled in yet.`)
  const values = { recipient: member.firstName, to: String(doc.name), link: `${sitePublicUrl()}/dashboard/business`, brand: settings.brandName }
  const id = await enqueueEmail(
    req.payload,
    {
      kind: `business-${kind}`,
      to: member.email,
      replyTo: settings.supportEmail || undefined,
      subject: oneLine(fill(subject, values)),
      text: fill(body, values),
      ref: `business-profiles:${doc.id}`,
    },
    req,
  )
  void deliverAfterCommit(req.payload, id)
  return doc
}
