// /dashboard: members only; a visitor is redirected to /login on the server.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { optionalNumber } from '~/auth/search-params'
import { getAccountSecurity } from '~/auth/account.functions'
import { getDashboard } from '~/auth/auth.functions'
import { DashboardView } from '~/components/dashboard/DashboardView'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/dashboard')({
  validateSearch: (search: Record<string, unknown>): { registered?: number } => ({ registered: optionalNumber(search.registered) }),
  beforeLoad: ({ context }) => {
    if (!context.viewer) throw redirect({ to: '/login' })
  },
  loader: async () => {
    // The guard above is only a convenience: the server function checks the session itself.
    const [page, data, account] = await Promise.all([loadPage('/dashboard'), getDashboard(), getAccountSecurity()])
    if (!data) throw redirect({ to: '/login' })
    return { ...page, data, account }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: DashboardPage,
})

function DashboardPage() {
  const { page, data, account } = Route.useLoaderData()
  const { registered } = Route.useSearch()
  return <DashboardView data={data} page={page} justRegistered={registered === 1} account={account} />
}
