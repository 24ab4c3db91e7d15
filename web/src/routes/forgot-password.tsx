// /forgot-password: visitors and members alike may use it.
import { createFileRoute } from '@tanstack/react-router'

import { ForgotPasswordForm } from '~/components/auth/PasswordResetForms'
import { loadFormsCopy } from '~/content/copy.functions'

export const Route = createFileRoute('/forgot-password')({
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Forgot your password? | Kindred' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  loader: () => loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword', 'forgotPassword']),
  component: Page,
})

function Page() {
  const texts = Route.useLoaderData()
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{texts.forgotPassword.heading}</h1>
        <p className="mt-3 text-center text-slate-600">{texts.forgotPassword.intro}</p>
        <div className="card mt-8 bg-white">
          <ForgotPasswordForm texts={texts} />
        </div>
      </div>
    </div>
  )
}
