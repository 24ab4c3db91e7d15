// /dashboard/business: the member's own business profile editor (decision 0042).
import { createFileRoute, redirect } from '@tanstack/react-router'

import { getDashboard } from '~/auth/auth.functions'
import { headerPage, PageHeader } from '~/components/PageHeader'
import { BusinessProfileForm } from '~/components/partners/BusinessProfileForm'
import { loadPartnersCopy } from '~/content/directory.functions'
import { loadPage } from '~/content/load-page'
import { getMyBusinessEditor } from '~/partners/partners.functions'
import { typeNameFromSlug } from '~/partners/partners.options'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/dashboard/business')({
  loader: async () => {
    const [page, account, { profile, heldBySupport }, copy] = await Promise.all([
      loadPage('/dashboard/business'),
      getDashboard(),
      getMyBusinessEditor(),
      loadPartnersCopy(['businessEditor', 'directoryPage']),
    ])
    if (!account) throw redirect({ to: '/login', search: { redirect: '/dashboard/business' } })
    const { user } = account
    // A new profile starts from the account: organisation name and type, else the member's type.
    const start = {
      name: user.organisation?.name ?? '',
      businessType: user.organisation?.businessType ?? user.businessType ?? '',
      verified: user.emailVerified,
      // The day in Melbourne, as the directory's cards count it.
      memberSince: new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date(user.createdAt)),
    }
    // A type staff have taken down since the profile chose it is still offered as the profile's own,
    // so the form shows it rather than asking for a type.
    const own = profile?.businessType
    const businessTypes = own && !copy.businessTypes.some((type) => type.slug === own) ? [...copy.businessTypes, { slug: own, label: typeNameFromSlug(own), icon: null }] : copy.businessTypes
    return { seo: page.seo, page: headerPage(page.page), profile, heldBySupport, start, copy: { ...copy, businessTypes } }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: BusinessPage,
})

function BusinessPage() {
  const { page, profile, heldBySupport, start, copy } = Route.useLoaderData()
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <PageHeader page={page} headingId="business-heading" />
        <div className="mt-8">
          <BusinessProfileForm profile={profile} heldBySupport={heldBySupport} start={start} copy={copy} />
        </div>
      </div>
    </div>
  )
}
