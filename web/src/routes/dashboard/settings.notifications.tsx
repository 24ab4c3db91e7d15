// /dashboard/settings/notifications: which emails the member gets (decision 0106), read and saved with
// the same module as GET and PUT /auth/notifications. Its POST is the page's own form where no
// script runs (workspace/notifications-form.server.ts); `?saved=yes` says the choices were stored.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { memberPageForm } from '~/auth/page-form.server'
import { optionalOneOf } from '~/auth/search-params'
import { headerPage, PageHeader } from '~/components/PageHeader'
import { NotificationSettingsForm } from '~/components/dashboard/NotificationSettingsForm'
import { loadAccountCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'
import { notificationsForm, type NotificationsFormFailure } from '~/workspace/notifications-form.server'
import { getMyNotifications } from '~/workspace/notifications.functions'
import { notificationsPath } from '~/workspace/workspace.options'

export const Route = createFileRoute('/dashboard/settings/notifications')({
  server: {
    handlers: {
      POST: ({ request, next }) => memberPageForm(request, notificationsPath, (fields, member) => notificationsForm(fields, member, next)),
    },
  },
  validateSearch: (search: Record<string, unknown>): { saved?: 'yes' } => ({ saved: optionalOneOf(search.saved, ['yes'] as const) }),
  beforeLoad: ({ serverContext }) => ({ notificationsRefused: formFailure<NotificationsFormFailure>(serverContext, 'notificationsForm') }),
  loader: async () => {
    const [page, settings, texts] = await Promise.all([loadPage(notificationsPath), getMyNotifications(), loadAccountCopy(['notificationSettings'])])
    if (!settings) throw redirect({ to: '/login', search: { redirect: notificationsPath } })
    return { seo: page.seo, page: headerPage(page.page), settings, texts: texts.notificationSettings }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: NotificationSettingsPage,
})

function NotificationSettingsPage() {
  const { page, settings, texts } = Route.useLoaderData()
  const { notificationsRefused, viewer } = Route.useRouteContext()
  const { saved } = Route.useSearch()
  return (
    <div className="bg-slate-50">
      <div className="container-page py-12">
        <PageHeader page={page} />
        <NotificationSettingsForm settings={settings} texts={texts} refusal={notificationsRefused?.refusal ?? null} saved={saved === 'yes'} formToken={viewer?.formToken ?? null} />
      </div>
    </div>
  )
}
