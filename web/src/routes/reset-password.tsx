// /reset-password: visitors and members alike may use it.
import { createFileRoute } from '@tanstack/react-router'
import { optionalString } from '~/auth/search-params'
import { ResetPasswordForm } from '~/components/auth/PasswordResetForms'
import { loadFormsCopy } from '~/content/copy.functions'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 200) }),
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Choose a new password | Kindred' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  loader: () => loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword']),
  component: Page,
})

function Page() {
  const texts = Route.useLoaderData()
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{texts.resetPassword.heading}</h1>
        <p className="mt-3 text-center text-slate-600">{texts.resetPassword.intro}</p>
        <div className="card mt-8 bg-white">
          <ResetPasswordForm token={Route.useSearch().token ?? null} texts={texts} />
        </div>
      </div>
    </div>
  )
}
