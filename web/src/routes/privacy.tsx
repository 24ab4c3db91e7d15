import { createFileRoute } from '@tanstack/react-router'

import { LegalPageView } from '~/components/LegalPageView'
import { loadLegalPage } from '~/content/load-legal-page'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/privacy')({
  loader: () => loadLegalPage('privacy'),
  head: ({ loaderData }) => headFor(loaderData?.seo),
  staticData: { islands: true },
  component: LegalPage,
})

function LegalPage() {
  return <LegalPageView {...Route.useLoaderData()} />
}
