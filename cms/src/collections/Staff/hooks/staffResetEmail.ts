// Staff password-reset emails go out like every other email: written from the `emails` global with
// a text and an HTML part, queued in the outbox inside the operation's transaction, sent once it
// commits and retried while the mail server is away. Payload's own email (its stock wording, HTML
// only, sent once and forgotten) is switched off for the operation.
import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { actionEmailHtml } from '../../../mail/html'
import { deliverAfterCommit, enqueueEmail } from '../../../mail/outbox'
import { fill, oneLine, paragraphs, subjectLine } from '../../../mail/template'

const wantsEmail = 'staffResetWantsEmail'

export const skipPayloadResetEmail: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  // A Local API caller that asked for no email (to send its own) gets none from us either.
  req.context[wantsEmail] = !(args as { disableEmail?: boolean }).disableEmail
  return { ...args, disableEmail: true }
}

export const queueStaffResetEmail: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  // The operation answers the new token, or nothing for an address that is not staff (which gets no email).
  if (operation !== 'forgotPassword' || typeof result !== 'string' || !result || req.context[wantsEmail] === false) return result
  const address = String((args as { data?: { email?: unknown } }).data?.email ?? '')
    .toLowerCase()
    .trim()
  const { docs } = await req.payload.find({ collection: 'staff', where: { email: { equals: address } }, limit: 1, depth: 0, overrideAccess: true, pagination: false, req })
  const staff = docs[0]
  if (!staff) return result
  // In turn: both reads join the operation's transaction, whose one connection runs one statement at a time.
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const t = (await req.payload.findGlobal({ slug: 'emails', depth: 0, req })).staffPasswordReset
  const { serverURL, routes } = req.payload.config
  const link = `${serverURL}${routes.admin}/reset/${encodeURIComponent(result)}`
  // The link goes after the template's words, never into them (see the `emails` global).
  const values = { name: oneLine(staff.name), email: staff.email, brand: settings.brandName }
  const text = (template: string) => fill(template, values)
  // Capped: a refusal over the outbox's limit would be a 500 for staff addresses only, telling a
  // stranger which addresses are staff.
  const subject = subjectLine(text(t.subject))
  const id = await enqueueEmail(
    req.payload,
    {
      kind: 'staff-reset-password',
      to: staff.email,
      subject,
      text: [...paragraphs(text(t.body)), `${text(t.action)}: ${link}`, text(t.footer)].join('\n\n'),
      html: actionEmailHtml({ subject, heading: text(t.heading), paragraphs: paragraphs(text(t.body)), action: text(t.action), href: link, linkHint: text(t.linkHint), footer: text(t.footer) }),
      ref: `staff:${staff.id}`,
    },
    req,
  )
  void deliverAfterCommit(req.payload, id)
  return result
}
