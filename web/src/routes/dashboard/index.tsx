// /dashboard: the member overview; the quick cards, checklist and recent activity are live.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { optionalNumber, optionalOneOf } from '~/auth/search-params'
import { getAccountSecurity } from '~/auth/account.functions'
import { getDashboard } from '~/auth/auth.functions'
import { DashboardView } from '~/components/dashboard/DashboardView'
import { loadAccountCopy, loadFormsCopy } from '~/content/copy.functions'
import { loadPartnersCopy } from '~/content/directory.functions'
import { loadPage } from '~/content/load-page'
import { getMyActivity, getMyBusinessProfile } from '~/partners/partners.functions'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/dashboard/')({
  // `?registered=1`: right after registering; `?password=changed`: right after a password reset.
  validateSearch: (search: Record<string, unknown>): { registered?: number; password?: 'changed' } => ({
    registered: optionalNumber(search.registered),
    password: optionalOneOf(search.password, ['changed'] as const),
  }),
  loader: async () => {
    // The layout's guard is only a convenience: the server functions check the session themselves.
    const [page, data, account, activity, profile, copy, accountTexts, forms] = await Promise.all([
      loadPage('/dashboard'),
      getDashboard(),
      getAccountSecurity(),
      getMyActivity(),
      getMyBusinessProfile(),
      loadPartnersCopy(['dashboardCards']),
      loadAccountCopy(['dashboard', 'profileForm', 'verificationNotice', 'deleteAccount', 'planPage', 'notificationSettings', 'invoicesPage']),
      loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword']),
    ])
    if (!data || !activity) throw redirect({ to: '/login' })
    return { ...page, data, account, partners: { activity, profile, copy }, texts: { ...accountTexts, forms } }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: DashboardPage,
})

function DashboardPage() {
  const { page, data, account, partners, texts } = Route.useLoaderData()
  const { registered, password } = Route.useSearch()
  return <DashboardView data={data} page={page} justRegistered={registered === 1} passwordChanged={password === 'changed'} account={account} partners={partners} texts={texts} />
}
