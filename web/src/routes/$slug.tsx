// Every single-segment path the CMS knows: landing pages (retail-partnerships, …), business types
// and their aliases (online-store), and redirects. A new page, business type or redirect published
// in the admin is live here within seconds, with no deploy.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { withHeroPreload } from '~/components/Image'
import BusinessIsland from '~/components/islands/business.island'
import PageIsland from '~/components/islands/page.island'
import { resolveSlug } from '~/content/content.functions'
import { throwNotFound } from '~/content/not-found.functions'
import { leadImage } from '~/content/lead-image'
import { pageFaqs } from '~/content/page-faqs'
import { isSlug } from '~/content/paths'
import { getListedBusinessTypes } from '~/partners/partners.functions'
import { headFor } from '~/server/head'
import { cmsPageScripts } from '~/server/structured-data'

export const Route = createFileRoute('/$slug')({
  loader: async ({ params }) => {
    if (!isSlug(params.slug)) return throwNotFound()
    const result = await resolveSlug({ data: { slug: params.slug } })
    if (result.kind === 'redirect') throw redirect({ href: result.to, statusCode: result.statusCode })
    if (result.kind === 'missing') return throwNotFound()
    // A business-type page links to the directory once it lists a business of that type.
    if (result.kind === 'business') return { ...result, listed: (await getListedBusinessTypes()).includes(result.business.slug) }
    return result
  },
  head: ({ loaderData }) => {
    const head = withHeroPreload(headFor(loaderData?.seo), loaderData?.kind === 'page' ? leadImage(loaderData.page, loaderData.blocks) : loaderData?.kind === 'business' ? loaderData.hero : null)
    return loaderData?.kind === 'page' ? { ...head, scripts: cmsPageScripts(pageFaqs(loaderData.page, loaderData.blocks)) } : head
  },
  staticData: { islands: true },
  component: SlugPage,
})

function SlugPage() {
  const data = Route.useLoaderData()
  if (data.kind === 'page') return <PageIsland page={data.page} blocks={data.blocks} brandName={data.brandName} />
  return <BusinessIsland business={data.business} hero={data.hero} listed={data.listed} />
}
