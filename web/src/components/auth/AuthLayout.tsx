// The frame of the sign-in and registration pages: the CMS hero copy above a form card.
import type { ReactNode } from 'react'

import type { HeroBlock } from '@kindred/cms/types'
import { SmartLink } from '~/components/ui/SmartLink'

export function AuthLayout({ hero, brandName, children, after }: { hero: HeroBlock | null; brandName: string; children: ReactNode; after?: ReactNode }) {
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
              <SmartLink href={hero.primaryCta.href} className="font-semibold text-brand-700 hover:text-brand-900">
                {hero.primaryCta.label}
              </SmartLink>
            </p>
          ) : null}
        </div>
      </div>
      {after}
    </div>
  )
}
