// The not-found page (`web/src/routes/$.tsx`): copy from the CMS page /404. Its head tags are rendered here and
// hoisted into <head> by React, because the route that threw has no loader data of its own.
import type { NotFoundData } from '~/content/not-found.functions'
import type { BlockData } from '~/content/types'
import { RenderBlocks } from './blocks/RenderBlocks'

const noBlockData: BlockData = { generalEmail: '', images: {}, steps: [], industries: [], comparisonCards: [], plans: [], faqs: {}, planFacts: [] }

export function NotFoundView({ data, brandName }: { data: NotFoundData | undefined; brandName: string }) {
  const seo = data?.seo
  return (
    <>
      {seo ? (
        <>
          <title>{seo.title}</title>
          <meta name="description" content={seo.description} />
          <meta name="robots" content="noindex, follow" />
        </>
      ) : null}
      {data?.page ? <RenderBlocks layout={data.page.layout} data={noBlockData} brandName={brandName} /> : null}
    </>
  )
}
