// /reset-password: visitors and members alike may use it.
import { createFileRoute } from '@tanstack/react-router'
import { optionalString } from '~/auth/search-params'
import { ResetPasswordForm } from '~/components/auth/PasswordResetForms'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 200) }),
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Choose a new password | Kindred' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: Page,
})

function Page() {
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Choose a new password</h1>
        <p className="mt-3 text-center text-slate-600">Choosing a new password signs you out on every other device.</p>
        <div className="card mt-8 bg-white">
          <ResetPasswordForm token={Route.useSearch().token ?? null} />
        </div>
      </div>
    </div>
  )
}
