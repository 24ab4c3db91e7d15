// /forgot-password: visitors and members alike may use it.
import { createFileRoute } from '@tanstack/react-router'

import { ForgotPasswordForm } from '~/components/auth/PasswordResetForms'

export const Route = createFileRoute('/forgot-password')({
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Forgot your password? | Kindred' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: Page,
})

function Page() {
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="mt-3 text-center text-slate-600">Enter the email address of your account and we will send you a link to choose a new password.</p>
        <div className="card mt-8 bg-white">
          <ForgotPasswordForm />
        </div>
      </div>
    </div>
  )
}
