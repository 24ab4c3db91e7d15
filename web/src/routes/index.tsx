import { createFileRoute } from '@tanstack/react-router'

import { optionalOneOf } from '~/auth/search-params'
import { AccountNotice } from '~/components/dashboard/AccountNotice'
import { withHeroPreload } from '~/components/Image'
import PageIsland from '~/components/islands/page.island'
import { loadAccountCopy, loadFormsCopy } from '~/content/copy.functions'
import { leadImage } from '~/content/lead-image'
import { pageFaqs } from '~/content/page-faqs'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'
import { cmsPageScripts } from '~/server/structured-data'

const accountEnds = ['deleted', 'signed-out'] as const
type AccountEnd = (typeof accountEnds)[number]

/** The notice's words for where the member came from; only that page carries them. */
async function noticeFor(end: AccountEnd | undefined): Promise<string | null> {
  if (end === 'deleted') return (await loadAccountCopy(['deleteAccount'])).deleteAccount.deleted
  if (end === 'signed-out') return (await loadFormsCopy(['session'])).session.signedOut
  return null
}

export const Route = createFileRoute('/')({
  // `?account=deleted`: where deleting an account lands (decision 0033); `?account=signed-out`:
  // where Logout lands, scripted or posted without script. The page cache keys by this parameter
  // (server/route-table.ts), so the plain `/` and the notices are stored apart.
  validateSearch: (search: Record<string, unknown>): { account?: AccountEnd } => {
    const account = optionalOneOf(search.account, accountEnds)
    return account ? { account } : {}
  },
  loaderDeps: ({ search }) => ({ account: search.account }),
  loader: async ({ deps }) => {
    const [page, notice] = await Promise.all([loadPage('/'), noticeFor(deps.account)])
    return { ...page, notice }
  },
  head: ({ loaderData }) => {
    const head = withHeroPreload(headFor(loaderData?.seo), loaderData && leadImage(loaderData.page, loaderData.blocks))
    return loaderData ? { ...head, scripts: cmsPageScripts(pageFaqs(loaderData.page, loaderData.blocks)) } : head
  },
  staticData: { islands: true },
  component: Home,
})

function Home() {
  const { page, blocks, brandName, notice } = Route.useLoaderData()
  const { account } = Route.useSearch()
  return (
    <>
      {account && notice ? <AccountNotice message={notice} testId={`account-${account}`} /> : null}
      <PageIsland page={page} blocks={blocks} brandName={brandName} />
    </>
  )
}
