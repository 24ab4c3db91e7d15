// The profile page's action: a visitor is sent to sign in and comes back here; a member who may
// not propose yet is told what is missing; everyone else opens the proposal form. A member who
// already has a proposal with this business awaiting an answer is sent to it instead, one who has
// sent it as many proposals this week as we allow is told when they may again, and one who
// collaborates with it is told so. The form (and its schema) loads only when opened, so the
// profile page's own JavaScript stays small.
import type { Directory } from '@kindred/cms/types'
import { Link, useHydrated, useRouter } from '@tanstack/react-router'
import { Handshake, Loader2, Send } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { ResendVerification, type ResendTexts } from '~/components/auth/ResendVerification'
import { NeedsScript } from '~/components/forms/NeedsScript'
import { Modal } from '~/components/ui/Modal'
import type { PartnersCopyBase } from '~/content/directory.functions'
import type { Eligibility, Partner } from '~/partners/partners.options'

import { fill, longDate } from './format'

const ProposalForm = lazy(() => import('./ProposalForm'))

type Props = {
  partner: Partner
  copy: PartnersCopyBase & Pick<Directory, 'profilePage'> & Partial<Pick<Directory, 'proposalForm'>>
  eligibility: Eligibility | null
  closeLabel: string
  resendTexts?: ResendTexts | null
}

export function ProposeAction({ partner, copy, eligibility, closeLabel, resendTexts }: Props) {
  const texts = copy.profilePage
  const router = useRouter()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const [refused, setRefused] = useState(false)
  if (!eligibility?.signedIn) {
    return (
      <Link to="/login" search={{ redirect: `/partners/${partner.slug}`, reason: 'propose' }} className="btn-primary w-full">
        {texts.signInToPropose}
      </Link>
    )
  }
  if (eligibility.self) return <Notice text={texts.ownProfile} link={{ to: '/dashboard/business', label: texts.editProfile }} />
  const { standing } = eligibility
  // A proposal awaiting an answer is answered, or followed up, where it is: not sent a second time.
  if (standing?.status === 'pending') return <Pending id={standing.id} sent={standing.sent} on={standing.on} name={partner.name} texts={texts} focus={sent || refused} />
  const agreed = standing ? <Collaborating on={standing.on} name={partner.name} text={texts.collaborating} /> : null
  if (!eligibility.emailVerified) {
    return (
      <>
        {agreed}
        <Notice text={texts.verifyToPropose} />
        {resendTexts ? <ResendVerification texts={resendTexts} className="btn-secondary w-full" /> : null}
      </>
    )
  }
  // Support has taken the member's business off the directory: listing it again is not theirs to do.
  if (eligibility.heldBySupport)
    return (
      <>
        {agreed}
        <Notice text={texts.heldToPropose} />
      </>
    )
  // Sent as many proposals as we allow (to this business this week, or today): said now, not after a message is written.
  if (eligibility.limitReached)
    return (
      <>
        {agreed}
        <Notice text={eligibility.limitReached.message} />
      </>
    )
  if (!eligibility.listed || !eligibility.canPropose || !copy.proposalForm) {
    return (
      <>
        {agreed}
        <Notice text={texts.listToPropose} link={{ to: '/dashboard/business', label: eligibility.hasProfile ? texts.editProfile : texts.createProfile }} />
      </>
    )
  }
  const form = copy.proposalForm
  const close = () => {
    setOpen(false)
    // Once sent, the page shows the proposal awaiting an answer in place of this button; once
    // refused, it reads where the member stands again (the other side may have proposed meanwhile).
    if (sent || refused) void router.invalidate()
  }
  return (
    <>
      {agreed}
      {/* Enabled once hydrated: until then a press would open nothing, and say nothing. */}
      <button type="button" className="btn-primary w-full" disabled={!hydrated} onClick={() => setOpen(true)}>
        <Send className="size-4" aria-hidden="true" />
        {texts.propose}
      </button>
      <NeedsScript text={texts.proposeNeedsScript} className="mt-3 text-sm text-slate-600" />
      {/* Closing keeps the draft: a message half-written is still there when the member comes back to it. */}
      <Modal open={open} onClose={close} title={fill(form.heading, { name: partner.name })} closeLabel={closeLabel} keepContent>
        <Suspense fallback={<Loader2 className="mx-auto my-8 size-8 animate-spin text-brand-700" aria-hidden="true" />}>
          <ProposalForm partner={partner} texts={form} labels={copy.labels} onSent={() => setSent(true)} onRefused={() => setRefused(true)} />
        </Suspense>
      </Modal>
    </>
  )
}

type StandingTexts = Pick<Props['copy']['profilePage'], 'pendingSent' | 'pendingReceived' | 'viewProposal' | 'answerProposal'>

function Pending({ id, sent, on, name, texts, focus }: { id: number; sent: boolean; on: string; name: string; texts: StandingTexts; focus: boolean }) {
  const link = useRef<HTMLAnchorElement>(null)
  // Shown in place of the button the dialog gave focus back to: the focus moves to this link.
  useEffect(() => {
    if (focus) link.current?.focus()
  }, [focus])
  return (
    <div data-testid="proposal-standing" data-standing={sent ? 'pending-sent' : 'pending-received'}>
      <p className="text-slate-700">{fill(sent ? texts.pendingSent : texts.pendingReceived, { name, date: longDate(on) })}</p>
      <Link ref={link} to="/dashboard/collaborations" hash={`proposal-${id}`} className={`${sent ? 'btn-secondary' : 'btn-primary'} mt-4 w-full`}>
        {sent ? texts.viewProposal : texts.answerProposal}
      </Link>
    </div>
  )
}

function Collaborating({ on, name, text }: { on: string; name: string; text: string }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900" data-testid="proposal-standing" data-standing="accepted">
      <Handshake className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {fill(text, { name, date: longDate(on) })}
    </p>
  )
}

function Notice({ text, link }: { text: string; link?: { to: '/dashboard/business'; label: string } }) {
  return (
    <div data-testid="propose-notice">
      <p className="text-slate-700">{text}</p>
      {link ? (
        <Link to={link.to} className="btn-secondary mt-4 w-full">
          {link.label}
        </Link>
      ) : null}
    </div>
  )
}
