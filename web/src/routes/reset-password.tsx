// /reset-password?token=…: the link of the password reset email; visitors and members alike may
// use it. Its form is sent by the page's script (POST /auth/reset-password); without it the
// browser posts it here.
import { createFileRoute } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { resetPasswordForm, type PasswordFormFailure } from '~/auth/handlers/email.server'
import { optionalString } from '~/auth/search-params'
import { ResetPasswordForm } from '~/components/auth/PasswordResetForms'
import { getFormPageSeo } from '~/content/content.functions'
import { loadFormsCopy } from '~/content/copy.functions'
import { socketIp } from '~/server/http.server'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/reset-password')({
  server: {
    handlers: {
      POST: ({ request, next }) => resetPasswordForm(request, { ip: socketIp() }, next),
    },
  },
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 200) }),
  beforeLoad: ({ serverContext }) => ({ failure: formFailure<PasswordFormFailure>(serverContext, 'passwordFormFailure') }),
  // The token must not leak to other sites through the Referer header.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: ({ loaderData }) => headFor(loaderData?.seo),
  loader: async () => {
    const [texts, seo] = await Promise.all([loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword']), getFormPageSeo({ data: { path: '/reset-password' } })])
    return { ...texts, seo }
  },
  component: Page,
})

function Page() {
  const texts = Route.useLoaderData()
  const { failure } = Route.useRouteContext()
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{texts.resetPassword.heading}</h1>
        <p className="mt-3 text-center text-slate-600">{texts.resetPassword.intro}</p>
        <div className="card mt-8 bg-white">
          <ResetPasswordForm token={Route.useSearch().token ?? null} texts={texts} initialError={failure?.message} />
        </div>
      </div>
    </div>
  )
}
