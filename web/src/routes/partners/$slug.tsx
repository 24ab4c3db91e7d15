// /partners/{slug}: one listed business's public profile with its own title, description, Open
// Graph image (/og?path=/partners/{slug}) and LocalBusiness structured data; a permanent redirect
// from a former address of a listed business; 404 when unknown or unlisted. Viewing it counts a
// profile view (the server function records it).
import { createFileRoute, getRouteApi, redirect } from '@tanstack/react-router'

import ProfileViewedIsland from '~/components/islands/profile-viewed.island'
import { clip, clipTitle, fill } from '~/components/partners/format'
import { PartnerProfileView } from '~/components/partners/PartnerProfileView'
import { loadAccountCopy } from '~/content/copy.functions'
import { loadPartnersCopy, type PartnersCopy } from '~/content/directory.functions'
import { throwNotFound } from '~/content/not-found.functions'
import { findMovedPartner, getPartner, getProposalEligibility } from '~/partners/partners.functions'
import { typeNameFromSlug, type Partner } from '~/partners/partners.options'
import { headFor, resolveSeo } from '~/server/head'
import { jsonLdScript, localBusinessJsonLd } from '~/server/structured-data'

const root = getRouteApi('__root__')

export const Route = createFileRoute('/partners/$slug')({
  // Loading the page counts a view of the business: a pointer resting on a link to it is not one.
  preload: false,
  loader: async ({ params, context }) => {
    const [partner, eligibility] = await Promise.all([
      getPartner({ data: { slug: params.slug } }),
      // A visitor has nothing to check: the action is "sign in to propose".
      context.viewer ? getProposalEligibility({ data: { slug: params.slug } }) : null,
    ])
    if (!partner) {
      const moved = await findMovedPartner({ data: { slug: params.slug } })
      if (moved) throw redirect({ to: '/partners/$slug', params: { slug: moved }, statusCode: 301 })
      return throwNotFound()
    }
    const [copy, resendTexts] = await Promise.all([
      // Only this business's own type: the page names no other.
      loadPartnersCopy(['profilePage', 'directoryPage', 'proposalForm', 'reputation'], [partner.businessType]),
      // A member told to verify their address first gets the way to a fresh link beside it.
      eligibility?.signedIn && !eligibility.emailVerified ? loadAccountCopy(['verificationNotice']).then(({ verificationNotice }) => verificationNotice) : null,
    ])
    return { partner, copy, eligibility, resendTexts, ...headData(partner, copy) }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const head = headFor(loaderData.seo)
    return { ...head, scripts: [jsonLdScript(loaderData.jsonLd)] }
  },
  // A visitor's copy hydrates the link back to the directory and the view's record alone (decision
  // 0093): a visitor's action is a link to sign in. A member's page keeps the router's app.
  staticData: { islands: true },
  component: PartnerPage,
})

/** Title and description from the CMS templates; the business's own description when it says enough. */
function headData(partner: Partner, copy: PartnersCopy<'profilePage'>) {
  const type = copy.businessTypes.find((t) => t.slug === partner.businessType)?.label ?? typeNameFromSlug(partner.businessType)
  const values = { name: partner.name, type, suburb: partner.suburb }
  const own = partner.description.replace(/\s+/g, ' ').trim()
  // Search results show about 60 characters of a title and 160 of a description; a long business
  // name is cut there rather than by the search engine in the middle of a word.
  const description = clip(own.length >= 80 ? own : fill(copy.profilePage.seoDescription, values), 160)
  const path = `/partners/${partner.slug}`
  const seo = resolveSeo({ title: clipTitle(fill(copy.profilePage.seoTitle, values), 70), description, canonicalPath: path }, path, copy.env)
  const jsonLd = localBusinessJsonLd({
    name: partner.name,
    description: own,
    url: seo.canonical,
    image: seo.ogImage,
    suburb: partner.suburb,
    postcode: partner.postcode,
    website: partner.website,
    memberOf: { name: copy.env.brandName, url: copy.env.publicUrl },
  })
  return { seo, jsonLd }
}

function PartnerPage() {
  const { partner, copy, eligibility, resendTexts } = Route.useLoaderData()
  const closeLabel = root.useLoaderData()?.labels.close ?? ''
  return (
    <>
      <ProfileViewedIsland slug={partner.slug} businessType={partner.businessType} />
      <PartnerProfileView partner={partner} copy={copy} eligibility={eligibility} resendTexts={resendTexts} closeLabel={closeLabel} />
    </>
  )
}
