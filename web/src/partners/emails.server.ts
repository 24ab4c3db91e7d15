// The proposal emails (decision 0041: a new proposal and each answer email the other side, with a
// link to the collaborations page). An acceptance also introduces the two members: the sender is
// told who accepted and the one who accepted who sent it, each with the other's name and address
// and a Reply-To that reaches them. Subjects and bodies are CMS copy; each is queued in the outbox
// inside the transaction that made the change and sent once that transaction committed.
import { oneLine, quoted, subjectLine } from '@kindred/cms/template'
import type { Directory } from '@kindred/cms/types'

import type { Tx } from '~/server/db.server'
import { enqueueEmail, nameInEmail, type OutgoingEmail } from '~/server/mail.server'
import { unsubscribeUrl } from '~/server/unsubscribe.server'

import { fill, optionLabels, partnersCopy, publicUrl, requiredText } from './copy.server'
import { dollarsOf, type PartyContact, type Proposal } from './partners.options'

export type ProposalEmailKind = 'proposal' | 'accepted' | 'connected' | 'declined' | 'withdrawn'

export type ProposalEmail = {
  kind: ProposalEmailKind
  /** Who is told, and which business acted (`from`) towards which (`to`). */
  recipient: { id: number; email: string; firstName: string }
  from: string
  to: string
  proposal: Proposal
  /** The member the recipient can now write to ({person}, {email}); replies go to them. */
  contact?: PartyContact
}

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The proposal's money terms in the CMS's words: its commission or its fee; '' for a reciprocal one. */
function termsLine(copy: Directory, proposal: Proposal): string {
  if (proposal.commissionPercent !== null) return fill(requiredText(copy, 'emails', 'commissionTerms'), { percent: String(proposal.commissionPercent) })
  if (proposal.fee !== null) return fill(requiredText(copy, 'emails', 'feeTerms'), { fee: dollarsOf(proposal.fee) })
  return ''
}

/** Queues the email in the caller's transaction; returns its outbox id for `deliverInBackground`. */
export async function queueProposalEmail(tx: Tx, email: ProposalEmail): Promise<number> {
  const { copy, brand } = await partnersCopy(tx.payload, tx.req)
  const labels = optionLabels(copy)
  const { proposal } = email
  const values: Record<string, string> = {
    recipient: nameInEmail(email.recipient.firstName, email.recipient.email),
    from: oneLine(email.from),
    to: oneLine(email.to),
    channel: labels.channel(proposal.channel),
    offer: labels.offer(proposal.offer),
    model: labels.model(proposal.model),
    message: quoted(proposal.message),
    startDate: proposal.startDate ? dateFormat.format(new Date(`${proposal.startDate}T00:00:00Z`)) : '',
    terms: termsLine(copy, proposal),
    // Straight to this proposal on the collaborations page (a signed-out reader signs in first and lands on the page).
    link: `${publicUrl()}/dashboard/collaborations#proposal-${proposal.id}`,
    brand,
    person: email.contact ? nameInEmail(email.contact.person, email.contact.email) : '',
    email: email.contact?.email ?? '',
  }
  // Without a template the change is refused (503) and the caller's transaction rolled back.
  const subject = requiredText(copy, 'emails', `${email.kind}Subject`)
  // A line whose only placeholder has no value (an optional start date) is left out.
  const body = requiredText(copy, 'emails', `${email.kind}Body`)
    .split('\n')
    .filter((line) => (!/\{startDate\}/.test(line) || values.startDate) && (!/\{terms\}/.test(line) || values.terms))
    .join('\n')
  const outgoing: OutgoingEmail = {
    kind: `proposal-${email.kind}`,
    to: email.recipient.email,
    subject: subjectLine(fill(subject, values)),
    text: fill(body, values),
    replyTo: email.contact?.email,
    ref: `proposals:${proposal.id}`,
    unsubscribeUrl: unsubscribeUrl(email.recipient.id, 'proposals'),
  }
  return enqueueEmail(tx, outgoing)
}
