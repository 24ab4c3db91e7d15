// The /contact page body around the form (`web/src/routes/contact.tsx`): the early-access box for guests,
// the form (owned by the contact work) and the side panel with the general email and two blurbs.
import { Mail } from 'lucide-react'

import type { ContactBlock } from '@kindred/cms/types'
import type { Viewer } from '~/auth/viewer.functions'
import type { ContactTexts } from '~/contact/contact.schema'
import { ContactForm } from '~/components/contact/ContactForm'
import type { NoScriptOutcome } from '~/components/contact/noscript-state'
import { Icon } from '~/components/ui/Icon'
import { SmartLink } from '~/components/ui/SmartLink'

type Props = { block: ContactBlock; viewer: Viewer | null; generalEmail: string; texts: ContactTexts; noScript: NoScriptOutcome }

export function ContactSection({ block, viewer, generalEmail, texts, noScript }: Props) {
  const typeOptions = (block.typeOptions ?? []).map(({ value, label }) => ({ value, label }))
  return (
    <section id={block.anchor ?? undefined} className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          {!viewer ? <EarlyAccess box={block.earlyAccess} /> : null}
          <div className="card mt-8 first:mt-0">
            <h2 className="text-2xl font-bold tracking-tight">{block.formHeading}</h2>
            {block.intro ? <p className="mt-2 leading-7 text-slate-600">{block.intro}</p> : null}
            <div className="mt-6">
              <ContactForm typeOptions={typeOptions} viewer={viewer} texts={texts} noScript={noScript} />
            </div>
          </div>
        </div>
        <aside aria-labelledby="contact-panel-heading" className="space-y-6">
          <h2 id="contact-panel-heading" className="text-2xl font-bold tracking-tight">
            {block.panel.heading}
          </h2>
          <div className="card">
            <p className="flex items-center gap-2 font-semibold">
              <Mail className="size-5 text-brand-700" aria-hidden="true" />
              {block.panel.emailLabel}
            </p>
            <a href={`mailto:${generalEmail}`} className="mt-2 inline-flex min-h-11 items-center text-lg font-medium break-all text-brand-700 underline underline-offset-2">
              {generalEmail}
            </a>
          </div>
          {block.panel.blurbs?.map((blurb, i) => (
            <div key={blurb.id ?? i} className="card">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={blurb.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{blurb.title}</h3>
              {blurb.body ? <p className="mt-2 leading-7 text-slate-600">{blurb.body}</p> : null}
            </div>
          ))}
        </aside>
      </div>
    </section>
  )
}

function EarlyAccess({ box }: { box: ContactBlock['earlyAccess'] }) {
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6" data-testid="early-access">
      <h2 className="text-xl font-bold tracking-tight">{box.heading}</h2>
      {box.body ? <p className="mt-2 leading-7 text-slate-700">{box.body}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <SmartLink href="/register" className="btn-primary">
          {box.signUpLabel}
        </SmartLink>
        <p className="text-slate-700">
          {box.loginPrompt}{' '}
          <SmartLink href="/login" className="font-semibold text-brand-700 underline underline-offset-2">
            {box.loginLabel}
          </SmartLink>
        </p>
      </div>
    </div>
  )
}
