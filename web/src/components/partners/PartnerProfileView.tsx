// One business's public profile (/partners/{slug}): who they are, where, what they offer and
// seek, their trust signals, and the "Propose a collaboration" action.
import type { Directory } from '@kindred/cms/types'
import { ExternalLink, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'

import type { ResendTexts } from '~/components/auth/ResendVerification'
import type { PartnersCopyBase } from '~/content/directory.functions'
import BackToDirectoryIsland from '~/components/islands/back-to-directory.island'
import { typeNameFromSlug, type Eligibility, type Partner } from '~/partners/partners.options'

import { labelOf } from './format'
import { TrustSignals } from './PartnerCard'
import { ProposeAction } from './ProposeAction'

type Props = {
  partner: Partner
  copy: PartnersCopyBase & Pick<Directory, 'profilePage' | 'directoryPage'> & Partial<Pick<Directory, 'proposalForm' | 'reputation'>>
  /** Null for a visitor. */
  eligibility: Eligibility | null
  closeLabel: string
  /** The words of the resend button, for a signed-in member whose address is not verified yet. */
  resendTexts?: ResendTexts | null
}

export function PartnerProfileView({ partner, copy, eligibility, closeLabel, resendTexts }: Props) {
  const texts = copy.profilePage
  const typeLabel = copy.businessTypes.find((type) => type.slug === partner.businessType)?.label ?? typeNameFromSlug(partner.businessType)
  return (
    <div className="bg-slate-50">
      <div className="container-page py-10 sm:py-14">
        <BackToDirectoryIsland label={texts.backToDirectory} />
        <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-3">
          <section className="card wrap-anywhere lg:col-span-2" aria-labelledby="partner-name">
            <p className="font-medium text-brand-700">{typeLabel}</p>
            <h1 id="partner-name" className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              <bdi>{partner.name}</bdi>
            </h1>
            <p className="mt-2 inline-flex items-center gap-1 text-slate-600">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {partner.suburb} {partner.postcode}
            </p>
            <TrustSignals partner={partner} texts={copy.directoryPage} reputation={copy.reputation} className="trust-signals mt-4" />
            <p dir="auto" className="mt-6 leading-7 whitespace-pre-line text-slate-700">
              {partner.description}
            </p>
          </section>
          <aside className="space-y-6">
            <div className="card wrap-anywhere">
              <ProposeAction partner={partner} copy={copy} eligibility={eligibility} resendTexts={resendTexts} closeLabel={closeLabel} />
            </div>
            <dl className="card space-y-5">
              <Detail term={texts.channelsHeading}>{list(partner.channels, copy.labels.channels)}</Detail>
              <Detail term={texts.offersHeading}>{list(partner.offers, copy.labels.offers)}</Detail>
              <Detail term={texts.modelsHeading}>{list(partner.models, copy.labels.models)}</Detail>
              <Detail term={texts.locationHeading}>{`${partner.suburb} ${partner.postcode}`}</Detail>
              {partner.website ? (
                <Detail term={texts.websiteHeading}>
                  <a href={partner.website} rel="nofollow ugc noopener" className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline-offset-4 hover:underline">
                    {partner.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                    <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                  </a>
                </Detail>
              ) : null}
              {partner.instagram ? (
                <Detail term={texts.instagramHeading}>
                  <a
                    href={`https://www.instagram.com/${partner.instagram}/`}
                    rel="nofollow ugc noopener"
                    className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline-offset-4 hover:underline"
                  >
                    @{partner.instagram}
                    <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                  </a>
                </Detail>
              ) : null}
            </dl>
          </aside>
        </div>
      </div>
    </div>
  )
}

function list(values: string[], labels: Record<string, string>) {
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
          {labelOf(labels, value)}
        </li>
      ))}
    </ul>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-500">{term}</dt>
      <dd className="mt-2 text-slate-800 wrap-anywhere">{children}</dd>
    </div>
  )
}
