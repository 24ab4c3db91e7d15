import { ArrowRight } from 'lucide-react'

import type { HeroBlock as HeroData } from '@kindred/cms/types'
import { track } from '~/analytics'
import { Image, imageSizes } from '~/components/Image'
import { SmartLink } from '~/components/ui/SmartLink'
import type { ImageData } from '~/content/types'
import { trackingName } from './shared'

/** The page's opening: the only h1 on the page. Its image, when first on the page, is the one the route preloads. */
export function HeroBlock({ block, image, first }: { block: HeroData; image: ImageData | null; first: boolean }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-20 text-center sm:py-28">
        {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
        <h1 className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{block.heading}</h1>
        {block.intro ? <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">{block.intro}</p> : null}
        {block.primaryCta?.href ? (
          <div className="mt-10 flex justify-center">
            <SmartLink
              href={block.primaryCta.href}
              className="btn-primary px-7 py-3 text-lg"
              onClick={() => track('button_clicked', { button_name: trackingName(block.primaryCta!), location: 'hero_section' })}
            >
              {block.primaryCta.label}
            </SmartLink>
          </div>
        ) : null}
        {block.links?.length ? (
          <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3">
            {block.links.map((link) => (
              <li key={link.id ?? link.href}>
                <SmartLink href={link.href} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900">
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
        {block.note ? <p className="mt-8 text-sm text-slate-600">{block.note}</p> : null}
        {image ? (
          <div className="mx-auto mt-14 overflow-hidden rounded-2xl shadow-lg">
            <Image image={image} sizes={imageSizes.hero} priority={first} className="h-auto w-full object-cover" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
