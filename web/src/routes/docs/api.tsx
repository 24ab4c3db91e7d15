// /docs/api (decision 0115): the API reference, drawn from the document /api/openapi.json serves;
// its heading, intro and SEO are the CMS page at this path.
import { createFileRoute } from '@tanstack/react-router'

import { getApiReference } from '~/api-reference/api-reference.functions'
import { ApiReferenceView } from '~/components/ApiReferenceView'
import { headerPage } from '~/components/PageHeader'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/docs/api')({
  loader: async () => {
    const [page, reference] = await Promise.all([loadPage('/docs/api'), getApiReference()])
    return { seo: page.seo, page: headerPage(page.page), reference }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  staticData: { islands: true },
  component: ApiReferencePage,
})

function ApiReferencePage() {
  const { page, reference } = Route.useLoaderData()
  return <ApiReferenceView page={page} reference={reference} />
}
