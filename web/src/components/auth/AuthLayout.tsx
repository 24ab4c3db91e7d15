// The frame of the sign-in and registration pages: the CMS hero copy above a form card, and at the
// top of the card why the visitor was sent here, when the link said so (`?reason=`).
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import type { Form, HeroBlock } from '@kindred/cms/types'
import type { SignInReason } from '~/auth/search-params'
import { SmartLink } from '~/components/ui/SmartLink'

import { NoticeBanner } from './ErrorBanner'

type Props = {
  hero: HeroBlock | null
  brandName: string
  children: ReactNode
  after?: ReactNode
  /** The page to come back to after signing in (the page's `redirect`). */
  returnTo?: string
  /** Why the visitor was sent to sign in (the page's `reason`). */
  reason?: SignInReason
  texts: Pick<Form, 'signIn'>
}

/** The CMS's words for each reason: a fixed key chooses them, so the address can never supply text. */
const reasonText = (reason: SignInReason | undefined, texts: Pick<Form, 'signIn'>): string | null => (reason === 'propose' ? texts.signIn.proposeReason : null)

export function AuthLayout({ hero, brandName, children, after, returnTo, reason, texts }: Props) {
  const fill = (text: string) => text.replaceAll('{brand}', brandName)
  const why = reasonText(reason, texts)
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-md">
          {hero ? (
            <div className="text-center">
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{fill(hero.heading)}</h1>
              {hero.intro ? <p className="mt-3 text-slate-600">{fill(hero.intro)}</p> : null}
            </div>
          ) : null}
          <div className="card mt-8 bg-white">
            {why ? (
              <div className="mb-5" data-testid="sign-in-reason">
                <NoticeBanner message={why} />
              </div>
            ) : null}
            {children}
          </div>
          {hero?.primaryCta?.href ? (
            <p className="mt-6 text-center text-slate-600">
              {hero.note ? `${fill(hero.note)} ` : null}
              <OtherAuthPage href={hero.primaryCta.href} returnTo={returnTo} reason={reason} className="font-semibold text-brand-700 hover:text-brand-900">
                {hero.primaryCta.label}
              </OtherAuthPage>
            </p>
          ) : null}
        </div>
      </div>
      {after}
    </div>
  )
}

/**
 * The link between sign-in and registration keeps the page to come back to, and why: a visitor sent
 * to sign in from a partner's profile who has no account yet still lands on that profile once
 * registered, and the registration page says why as the sign-in page did.
 */
function OtherAuthPage({ href, returnTo, reason, className, children }: { href: string; returnTo: string | undefined; reason: SignInReason | undefined; className: string; children: ReactNode }) {
  if (returnTo && (href === '/register' || href === '/login')) {
    return (
      <Link to={href} search={{ redirect: returnTo, reason }} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <SmartLink href={href} className={className}>
      {children}
    </SmartLink>
  )
}
