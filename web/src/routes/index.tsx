import { createFileRoute } from '@tanstack/react-router'

import { AccountDeletedNotice } from '~/components/dashboard/AccountDeletedNotice'
import { CmsPage } from '~/components/CmsPage'
import { withHeroPreload } from '~/components/Image'
import { loadAccountCopy } from '~/content/copy.functions'
import { leadImage } from '~/content/lead-image'
import { pageFaqs } from '~/content/page-faqs'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/seo/head'
import { cmsPageScripts } from '~/seo/structured-data'

export const Route = createFileRoute('/')({
  // `?account=deleted`: where deleting an account lands (decision 0033).
  validateSearch: (search: Record<string, unknown>): { account?: 'deleted' } => (search.account === 'deleted' ? { account: 'deleted' } : {}),
  loaderDeps: ({ search }) => ({ deleted: search.account === 'deleted' }),
  // Only the page a deleted member lands on carries the notice's words.
  loader: async ({ deps }) => {
    const [page, account] = await Promise.all([loadPage('/'), deps.deleted ? loadAccountCopy(['deleteAccount']) : null])
    return { ...page, deletedNotice: account?.deleteAccount.deleted ?? null }
  },
  head: ({ loaderData }) => {
    const head = withHeroPreload(headFor(loaderData?.seo), loaderData && leadImage(loaderData.page, loaderData.blocks))
    return loaderData ? { ...head, scripts: cmsPageScripts(pageFaqs(loaderData.page, loaderData.blocks)) } : head
  },
  component: Home,
})

function Home() {
  const { page, blocks, brandName, deletedNotice } = Route.useLoaderData()
  const { account } = Route.useSearch()
  return (
    <>
      {account === 'deleted' && deletedNotice ? <AccountDeletedNotice message={deletedNotice} /> : null}
      <CmsPage page={page} blocks={blocks} brandName={brandName} />
    </>
  )
}
