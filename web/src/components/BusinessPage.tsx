// The business-type landing template (`web/src/routes/$slug.tsx`): headline, intro, call to action, two sections,
// then Get in Touch and Get Started. Clicks are tracked with the business type and page URL. Once the
// directory lists a business of the type, a link under the call to action leads to them: a visitor
// sees who is already here, and no page sends anyone to an empty directory.
import type { BusinessType } from '@kindred/cms/types'
import { getRouteApi } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'

import { track } from '~/analytics'
import { Image, imageSizes } from '~/components/Image'
import { useLiveDoc } from '~/content/live'
import { Icon } from '~/components/ui/Icon'
import { SmartLink } from '~/components/ui/SmartLink'
import type { ImageData } from '~/content/types'

type Business = Omit<BusinessType, 'aliases' | 'createdAt' | 'updatedAt' | 'heroImage'>

const rootRoute = getRouteApi('__root__')

const paragraphs = (text: string) => text.split(/\n{2,}/).filter(Boolean)

export function BusinessPage({ business: loaded, hero, listed }: { business: Business; hero: ImageData | null; listed: boolean }) {
  const business = useLiveDoc('business-types', loaded)
  const { labels } = rootRoute.useLoaderData()
  const getStarted = () => track('business_type_get_started_clicked', { business_type: business.slug, page_url: window.location.href })
  const contact = () => track('business_type_contact_clicked', { business_type: business.slug, page_url: window.location.href })
  const sections = [
    [business.section1Title, business.section1Content],
    [business.section2Title, business.section2Content],
  ] as const
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-20 text-center sm:py-28">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
            <Icon name={business.icon} className="size-7" />
          </span>
          <p className="eyebrow mt-6">{business.navLabel}</p>
          <h1 className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{business.headline}</h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-slate-600">{business.introText}</p>
          <div className="mt-10 flex justify-center">
            <SmartLink href={labels.businessContactHref} className="btn-primary px-7 py-3 text-lg" onClick={getStarted}>
              {business.ctaText}
            </SmartLink>
          </div>
          {listed ? (
            <p className="mt-6">
              <SmartLink href={`/partners?type=${encodeURIComponent(business.slug)}`} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900">
                {labels.businessDirectoryLink.replaceAll('{type}', business.navLabel)}
                <ArrowRight className="size-4" aria-hidden="true" />
              </SmartLink>
            </p>
          ) : null}
          {hero ? (
            <div className="mx-auto mt-14 overflow-hidden rounded-2xl shadow-lg">
              <Image image={hero} sizes={imageSizes.hero} priority className="h-auto w-full object-cover" />
            </div>
          ) : null}
        </div>
      </section>
      {sections.map(([title, content], i) => (
        <section key={title} className={`py-16 sm:py-20 ${i % 2 ? 'bg-slate-50' : 'bg-white'}`}>
          <div className="container-page max-w-3xl">
            <h2 className="section-heading">{title}</h2>
            {paragraphs(content).map((text) => (
              <p key={text.slice(0, 40)} className="mt-5 text-lg leading-8 text-slate-700">
                {text}
              </p>
            ))}
          </div>
        </section>
      ))}
      <section className="bg-brand-900 py-16 text-white">
        <div className="container-page flex flex-wrap justify-center gap-4">
          <SmartLink href={labels.businessContactHref} className="btn-on-dark" onClick={contact}>
            {labels.businessGetInTouch}
          </SmartLink>
          <SmartLink href={labels.businessContactHref} className="btn border border-white/60 text-white hover:bg-white/10" onClick={getStarted}>
            {labels.businessGetStarted}
          </SmartLink>
        </div>
      </section>
    </>
  )
}
