// Proposals received or sent (/dashboard/collaborations): the other business, the channel, offer
// and model, the message, dates and status, and the actions `POST /api/proposals/{id}/accept`, `/decline`
// and `/withdraw` allow (decision 0041): the recipient
// accepts or declines a pending proposal, the sender withdraws it (after the browser's own confirm).
// An accepted proposal names the member on the other side with their email address, or says the
// other business has left Kindred (named as it was, with no link and nobody to write to). The buttons
// are a form's: where no script runs, the page's own POST answers it (and asks its confirm itself).
import type { Directory } from '@kindred/cms/types'
import { Link, useHydrated, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { track } from '~/analytics'
import type { PartnersCopyBase } from '~/content/directory.functions'
import { answerProposal } from '~/partners/partners.functions'
import { csrfFieldName } from '~/server/csrf-token'
import { dollarsOf, type AnswerFormState, type ConfirmedAction, type DepartedSides, type PartyContact, type Proposal, type ProposalAction, type ProposalStatus } from '~/partners/partners.options'

import { dayOf, fill, labelOf, longDate } from './format'
import { LeftKindredTag } from './LeftKindredTag'

type Texts = Directory['collaborationsPage']
type Props = {
  proposals: Proposal[]
  direction: 'incoming' | 'outgoing'
  /** Businesses off the directory: named without a link (their page is a 404). */
  unlisted: string[]
  /** Proposals whose other business has left Kindred: named from the snapshot, never linked. */
  departed: DepartedSides
  /** How to reach the other side of each accepted proposal, by proposal id. */
  contacts: Record<number, PartyContact>
  /** Why a received proposal cannot be accepted now (support holds either business, or the member's email is unverified), by proposal id. */
  acceptRefused: Record<number, string>
  texts: Texts
  labels: PartnersCopyBase['labels']
  /** Shown when there are none. */
  empty: string
  /** The CSRF cookie's value, echoed by the cards' forms when no script sends them. */
  formToken: string | null
  /** The card whose form was posted without script: the question to confirm, or why it was refused. */
  posted: AnswerFormState | null
}

const statusStyles: Record<ProposalStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
}

export function ProposalList({ proposals, direction, unlisted, departed, contacts, acceptRefused, texts, labels, empty, formToken, posted }: Props) {
  // A link from the business's profile or an email (#proposal-{id}) scrolls to that proposal's
  // heading; a ring shows which card it meant. Only once hydrated: the server never sees the fragment.
  const hydrated = useHydrated()
  const hash = useLocation({ select: (location) => location.hash })
  // A refusal stays beside its card, unless the card is gone once the list reloads: the other
  // business left and its proposals with it. The list keeps the reason then, and takes the focus
  // the card's buttons had.
  const [refused, setRefused] = useState<{ id: number; message: string } | null>(null)
  const gone = refused && !proposals.some((proposal) => proposal.id === refused.id) ? refused.message : null
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (gone) notice.current?.focus()
  }, [gone])
  return (
    <>
      <div role="alert">
        {gone ? (
          <p ref={notice} tabIndex={-1} className="mt-4 text-red-700" data-testid="proposal-gone">
            {gone}
          </p>
        ) : null}
      </div>
      {proposals.length ? (
        <ul className="mt-4 space-y-4">
          {proposals.map((proposal) => (
            <li key={proposal.id}>
              <ProposalItem
                proposal={proposal}
                direction={direction}
                unlisted={unlisted}
                left={departed[proposal.id] !== undefined}
                contact={contacts[proposal.id]}
                acceptRefusal={acceptRefused[proposal.id]}
                texts={texts}
                labels={labels}
                linked={hydrated && hash === `proposal-${proposal.id}`}
                formToken={formToken}
                posted={posted?.id === proposal.id ? posted : null}
                onRefused={(message) => setRefused({ id: proposal.id, message })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{empty}</p>
      )}
    </>
  )
}

type ItemProps = {
  proposal: Proposal
  left: boolean
  contact: PartyContact | undefined
  acceptRefusal: string | undefined
  linked: boolean
  onRefused: (message: string) => void
} & Omit<Props, 'proposals' | 'departed' | 'contacts' | 'acceptRefused' | 'empty'>

function ProposalItem({ proposal, direction, unlisted, left, contact, acceptRefusal, texts, labels, linked, formToken, posted, onRefused }: ItemProps) {
  const other = direction === 'incoming' ? proposal.from : proposal.to
  const money =
    proposal.commissionPercent !== null
      ? fill(texts.commissionTerms, { percent: String(proposal.commissionPercent) })
      : proposal.fee !== null
        ? fill(texts.feeTerms, { fee: dollarsOf(proposal.fee) })
        : null
  const terms = [labelOf(labels.channels, proposal.channel), labelOf(labels.offers, proposal.offer), labelOf(labels.models, proposal.model), ...(money ? [money] : [])]
  const status = useRef<HTMLSpanElement>(null)
  // Kept by the card, not the buttons: a refusal because the other side answered or withdrew first
  // reloads the list, the buttons go, and the reason stays beside the status it explains.
  const [refusal, setRefusal] = useState<string | null>(posted?.refusal ?? null)
  const refuse = (message: string | null) => {
    setRefusal(message)
    if (message) onRefused(message)
  }
  return (
    <article className={`card wrap-anywhere ${linked ? 'ring-2 ring-brand-600' : ''}`} aria-labelledby={`proposal-${proposal.id}`} data-testid="proposal" data-status={proposal.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p id={`proposal-${proposal.id}-side`} className="text-sm text-slate-500">
            {direction === 'incoming' ? texts.from : texts.to}
          </p>
          <h3 id={`proposal-${proposal.id}`} className="scroll-mt-24 text-lg font-semibold">
            {left ? (
              <>
                <bdi>{other.name}</bdi> <LeftKindredTag label={texts.departed} testId="proposal-departed" />
              </>
            ) : unlisted.includes(other.slug) ? (
              <bdi>{other.name}</bdi>
            ) : (
              <Link to="/partners/$slug" params={{ slug: other.slug }} className="text-brand-800 underline-offset-4 hover:underline">
                <bdi>{other.name}</bdi>
              </Link>
            )}
          </h3>
        </div>
        {/* Focused once answered: the buttons that had focus are gone, and the new status is read out
            with the proposal it belongs to ("Accepted", described by "From Erin Wine"). */}
        <span
          ref={status}
          tabIndex={-1}
          aria-describedby={`proposal-${proposal.id}-side proposal-${proposal.id}`}
          className={`rounded-full px-3 py-1 text-sm font-medium ${statusStyles[proposal.status]}`}
          data-testid="proposal-status"
        >
          {labelOf(labels.statuses, proposal.status)}
        </span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            {term}
          </li>
        ))}
      </ul>
      <p dir="auto" className="mt-4 leading-7 whitespace-pre-line text-slate-700">
        {proposal.message}
      </p>
      <p className="mt-4 flex flex-wrap gap-x-4 text-sm text-slate-500">
        <span>{fill(texts.sentOn, { date: dayOf(proposal.createdAt) })}</span>
        {proposal.startDate ? <span>{`${texts.startDate}: ${longDate(proposal.startDate)}`}</span> : null}
      </p>
      {left ? (
        <p className="mt-4 border-t border-slate-100 pt-4 text-slate-700" data-testid="proposal-departed-note">
          {fill(texts.departedNote, { name: other.name })}
        </p>
      ) : proposal.status === 'accepted' && contact ? (
        <p className="mt-4 border-t border-slate-100 pt-4 text-slate-700" data-testid="proposal-contact">
          {fill(texts.contact, { person: contact.person })}{' '}
          <a href={`mailto:${contact.email}`} className="font-medium text-brand-800 underline underline-offset-4">
            {contact.email}
          </a>
        </p>
      ) : null}
      {proposal.status === 'pending' ? (
        <Actions
          proposal={proposal}
          direction={direction}
          acceptRefusal={acceptRefusal}
          texts={texts}
          formToken={formToken}
          confirming={posted?.confirming}
          onAnswered={() => status.current?.focus()}
          onRefused={refuse}
        />
      ) : null}
      <div role="alert">
        {refusal ? (
          <p className="mt-3 text-red-700" data-testid="proposal-refusal">
            {refusal}
          </p>
        ) : null}
      </div>
    </article>
  )
}

type ActionsProps = {
  proposal: Proposal
  direction: Props['direction']
  /** Why accept is not offered now: said in place of the button. */
  acceptRefusal: string | undefined
  texts: Texts
  formToken: string | null
  /** A decline or withdrawal posted without script, to be confirmed on the page. */
  confirming: ConfirmedAction | undefined
  onAnswered: () => void
  onRefused: (message: string | null) => void
}

function Actions({ proposal, direction, acceptRefusal, texts, formToken, confirming, onAnswered, onRefused }: ActionsProps) {
  const router = useRouter()
  // Only the question this side can answer: a recipient declines, a sender withdraws.
  const asking = confirming === (direction === 'incoming' ? 'decline' : 'withdraw') ? confirming : undefined
  const [busy, setBusy] = useState<ProposalAction | null>(null)

  const act = async (action: ProposalAction) => {
    setBusy(action)
    onRefused(null)
    try {
      const result = await answerProposal({ data: { id: proposal.id, action } })
      if (!result.success) {
        onRefused(result.errorMessage || texts.failed)
        // The usual reason is a change made elsewhere (withdrawn, answered in another tab): show it,
        // and put the focus on the status, as an answer does (the buttons that had it may be gone).
        await router.invalidate()
        onAnswered()
        return
      }
      track('proposal_answered', { action })
      await router.invalidate()
      onAnswered()
    } catch {
      onRefused(texts.failed)
    } finally {
      setBusy(null)
    }
  }

  // With script, the press is answered here rather than by posting the form. A decline or a
  // withdrawal cannot be undone and is emailed: asked first, unless the page has just asked.
  const questions: Record<ConfirmedAction, string> = { decline: texts.confirmDecline, withdraw: texts.confirmWithdraw }
  const press = (action: ProposalAction) => (event: MouseEvent) => {
    event.preventDefault()
    if (action === 'accept' || action === asking || window.confirm(questions[action])) void act(action)
  }
  const button = (action: ProposalAction, style: string, extra?: { 'aria-describedby': string }) => (
    <button type="submit" name="action" value={action} className={style} disabled={busy !== null} onClick={press(action)} {...extra}>
      {texts[action]}
    </button>
  )

  return (
    <form method="post" action={`/dashboard/collaborations#proposal-${proposal.id}`} className="mt-5 border-t border-slate-100 pt-4">
      <input type="hidden" name="proposal" value={proposal.id} />
      <input type="hidden" name={csrfFieldName} value={formToken ?? ''} />
      {asking ? (
        // Posted without script: the question the browser's confirm asks otherwise, asked here.
        <div role="alert" data-testid="answer-confirm">
          <input type="hidden" name="confirmed" value="1" />
          <p className="text-slate-800">{questions[asking]}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {button(asking, 'btn-primary')}
            <Link to="/dashboard/collaborations" hash={`proposal-${proposal.id}`} className="btn-secondary">
              {texts.keepProposal}
            </Link>
          </div>
        </div>
      ) : direction === 'incoming' && acceptRefusal ? (
        // Support holds one of the two businesses: accepting would be refused, declining is open.
        <>
          <p id={`accept-refused-${proposal.id}`} className="mb-3 text-slate-700" data-testid="accept-refused">
            {acceptRefusal}
          </p>
          {button('decline', 'btn-secondary', { 'aria-describedby': `accept-refused-${proposal.id}` })}
        </>
      ) : direction === 'incoming' ? (
        <>
          <div className="flex flex-wrap gap-3">
            {button('accept', 'btn-primary', { 'aria-describedby': `accept-note-${proposal.id}` })}
            {button('decline', 'btn-secondary')}
          </div>
          {/* Accepting is undone by nothing and shares who is behind each business: said before the press. */}
          <p id={`accept-note-${proposal.id}`} className="mt-3 text-sm text-slate-600" data-testid="accept-note">
            {fill(texts.acceptNote, { name: proposal.from.name })}
          </p>
        </>
      ) : (
        button('withdraw', 'btn-secondary')
      )}
    </form>
  )
}
