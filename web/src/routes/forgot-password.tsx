// /forgot-password: visitors and members alike may use it. Its form is sent by the page's script
// (POST /auth/forgot-password); without it the browser posts it here.
import { createFileRoute } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { forgotPasswordForm, type PasswordFormFailure } from '~/auth/handlers/email.server'
import ForgotPasswordIsland from '~/components/islands/forgot-password.island'
import { getFormPageSeo } from '~/content/content.functions'
import { loadFormsCopy } from '~/content/copy.functions'
import { socketIp } from '~/server/http.server'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/forgot-password')({
  server: {
    handlers: {
      POST: ({ request, next }) => forgotPasswordForm(request, { ip: socketIp() }, next),
    },
  },
  // `sent`: the form, posted without script, was taken (the same words whether or not the address has an account).
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } => (String(search.sent) === '1' ? { sent: 1 } : {}),
  beforeLoad: ({ serverContext }) => ({ failure: formFailure<PasswordFormFailure>(serverContext, 'passwordFormFailure') }),
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: ({ loaderData }) => headFor(loaderData?.seo),
  loader: async () => {
    const [texts, seo] = await Promise.all([loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword', 'forgotPassword']), getFormPageSeo({ data: { path: '/forgot-password' } })])
    return { ...texts, seo }
  },
  // A visitor's copy hydrates the form alone (decision 0093).
  staticData: { islands: true },
  component: Page,
})

function Page() {
  const texts = Route.useLoaderData()
  const { sent } = Route.useSearch()
  const { failure } = Route.useRouteContext()
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{texts.forgotPassword.heading}</h1>
        <p className="mt-3 text-center text-slate-600">{texts.forgotPassword.intro}</p>
        <div className="card mt-8 bg-white">
          <ForgotPasswordIsland texts={texts} initialSent={sent === 1} initialError={failure?.message} initialEmail={failure?.email} />
        </div>
      </div>
    </div>
  )
}
