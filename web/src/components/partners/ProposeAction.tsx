// The profile page's action: a visitor is sent to sign in and comes back here; a member who may
// not propose yet is told what is missing; everyone else opens the proposal form. The form (and
// its schema) loads only when opened, so the profile page's own JavaScript stays small.
import type { Directory } from '@kindred/cms/types'
import { Link } from '@tanstack/react-router'
import { Loader2, Send } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { Modal } from '~/components/ui/Modal'
import type { PartnersCopyBase } from '~/content/directory.functions'
import type { Eligibility, Partner } from '~/partners/partners.options'

import { fill } from './format'

const ProposalForm = lazy(() => import('./ProposalForm'))

type Props = {
  partner: Partner
  copy: PartnersCopyBase & Pick<Directory, 'profilePage'> & Partial<Pick<Directory, 'proposalForm'>>
  eligibility: Eligibility | null
  closeLabel: string
}

export function ProposeAction({ partner, copy, eligibility, closeLabel }: Props) {
  const texts = copy.profilePage
  const [open, setOpen] = useState(false)
  if (!eligibility?.signedIn) {
    return (
      <Link to="/login" search={{ redirect: `/partners/${partner.slug}` }} className="btn-primary w-full">
        {texts.signInToPropose}
      </Link>
    )
  }
  if (eligibility.self) return <Notice text={texts.ownProfile} link={{ to: '/dashboard/business', label: texts.editProfile }} />
  if (!eligibility.emailVerified) return <Notice text={texts.verifyToPropose} />
  if (!eligibility.listed || !eligibility.canPropose || !copy.proposalForm) {
    return <Notice text={texts.listToPropose} link={{ to: '/dashboard/business', label: texts.editProfile }} />
  }
  const form = copy.proposalForm
  return (
    <>
      <button type="button" className="btn-primary w-full" onClick={() => setOpen(true)}>
        <Send className="size-4" aria-hidden="true" />
        {texts.propose}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={fill(form.heading, { name: partner.name })} closeLabel={closeLabel}>
        <Suspense fallback={<Loader2 className="mx-auto my-8 size-8 animate-spin text-brand-700" aria-hidden="true" />}>
          <ProposalForm partner={partner} texts={form} labels={copy.labels} />
        </Suspense>
      </Modal>
    </>
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
