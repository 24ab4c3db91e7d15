// The top of a page whose body is live data (the directory, the business editor, the
// collaborations): the hero of its Pages document — heading, intro and primary call to action —
// so those words are edited where the page's SEO is, reached by the editor bar, and drawn as the
// editor types them in the admin's live preview.
import { useLiveDoc } from '~/content/live'
import type { PublicPage } from '~/content/types'
import { SmartLink } from '~/components/ui/SmartLink'

/** What the header needs of a page, and the editor bar of a route (its id): its loader hands on no more. */
export type HeaderPage = Pick<PublicPage, 'id' | 'title' | 'layout'>

export const headerPage = (page: PublicPage): HeaderPage => ({ id: page.id, title: page.title, layout: page.layout?.filter((block) => block.blockType === 'hero').slice(0, 1) })

type Props = { page: HeaderPage; headingId?: string }

export function PageHeader({ page, headingId }: Props) {
  const shown = useLiveDoc('pages', page)
  const hero = shown.layout?.find((block) => block.blockType === 'hero')
  const { heading, intro, primaryCta } = hero?.blockType === 'hero' ? hero : { heading: shown.title, intro: null, primaryCta: null }
  return (
    <div className="flex flex-wrap items-end justify-between gap-6">
      <div className="max-w-3xl">
        <h1 id={headingId} className="section-heading">
          {heading}
        </h1>
        {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
      </div>
      {primaryCta?.href && primaryCta.label ? (
        <SmartLink href={primaryCta.href} className="btn-secondary">
          {primaryCta.label}
        </SmartLink>
      ) : null}
    </div>
  )
}
