// The frame of the sign-in and registration pages: the CMS hero copy above a form card.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import type { HeroBlock } from '@kindred/cms/types'
import { SmartLink } from '~/components/ui/SmartLink'

type Props = {
  hero: HeroBlock | null
  brandName: string
  children: ReactNode
  after?: ReactNode
  /** The page to come back to after signing in (the page's `redirect`). */
  returnTo?: string
}

export function AuthLayout({ hero, brandName, children, after, returnTo }: Props) {
  const fill = (text: string) => text.replaceAll('{brand}', brandName)
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
          <div className="card mt-8 bg-white">{children}</div>
          {hero?.primaryCta?.href ? (
            <p className="mt-6 text-center text-slate-600">
              {hero.note ? `${fill(hero.note)} ` : null}
              <OtherAuthPage href={hero.primaryCta.href} returnTo={returnTo} className="font-semibold text-brand-700 hover:text-brand-900">
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
 * The link between sign-in and registration keeps the page to come back to: a visitor sent to sign
 * in from a partner's profile who has no account yet still lands on that profile once registered.
 */
function OtherAuthPage({ href, returnTo, className, children }: { href: string; returnTo: string | undefined; className: string; children: ReactNode }) {
  if (returnTo && (href === '/register' || href === '/login')) {
    return (
      <Link to={href} search={{ redirect: returnTo }} className={className}>
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
