import { createFileRoute } from '@tanstack/react-router'

import { AccountDeletedNotice } from '~/components/dashboard/AccountDeletedNotice'
import { CmsPage } from '~/components/CmsPage'
import { withHeroPreload } from '~/components/Image'
import { leadImage } from '~/content/lead-image'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/')({
  // `?account=deleted`: where deleting an account lands (decision 0033).
  validateSearch: (search: Record<string, unknown>): { account?: 'deleted' } => (search.account === 'deleted' ? { account: 'deleted' } : {}),
  loader: () => loadPage('/'),
  head: ({ loaderData }) => withHeroPreload(headFor(loaderData?.seo), loaderData && leadImage(loaderData.page, loaderData.blocks)),
  component: Home,
})

function Home() {
  const { page, blocks, brandName } = Route.useLoaderData()
  const { account } = Route.useSearch()
  return (
    <>
      {account === 'deleted' ? <AccountDeletedNotice /> : null}
      <CmsPage page={page} blocks={blocks} brandName={brandName} />
    </>
  )
}
