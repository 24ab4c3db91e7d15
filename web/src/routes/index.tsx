import { createFileRoute } from '@tanstack/react-router'

import { CmsPage } from '~/components/CmsPage'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/')({
  loader: () => loadPage('/'),
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: Home,
})

function Home() {
  const { page, blocks, brandName } = Route.useLoaderData()
  return <CmsPage page={page} blocks={blocks} brandName={brandName} />
}
