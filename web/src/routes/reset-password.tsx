// /reset-password?token=…: the link of the password reset email; visitors and members alike may
// use it. Its form is sent by the page's script (POST /auth/reset-password); without it the
// browser posts it here.
import { createFileRoute } from '@tanstack/react-router'

import { isResetLinkLive } from '~/auth/auth.functions'
import { formFailure } from '~/auth/form-failure'
import { resetPasswordForm, type PasswordFormFailure } from '~/auth/handlers/email.server'
import { optionalString } from '~/auth/search-params'
import ResetPasswordIsland from '~/components/islands/reset-password.island'
import { getFormPageSeo } from '~/content/content.functions'
import { loadFormsCopy } from '~/content/copy.functions'
import { socketIp } from '~/server/http.server'
import { headFor } from '~/server/head'

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
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => {
    const [texts, seo, live] = await Promise.all([
      loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword']),
      getFormPageSeo({ data: { path: '/reset-password' } }),
      deps.token ? isResetLinkLive({ data: { token: deps.token } }) : false,
    ])
    return { ...texts, seo, live }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  // A visitor's copy hydrates the form alone (decision 0093).
  staticData: { islands: true },
  component: Page,
})

function Page() {
  const { live, ...texts } = Route.useLoaderData()
  const { token } = Route.useSearch()
  const { failure } = Route.useRouteContext()
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{texts.resetPassword.heading}</h1>
        <p className="mt-3 text-center text-slate-600">{texts.resetPassword.intro}</p>
        <div className="card mt-8 bg-white">
          {/* A spent or expired link offers a new one rather than a form that can only fail. */}
          <ResetPasswordIsland token={live ? (token ?? null) : null} texts={texts} initialError={failure?.message} />
        </div>
      </div>
    </div>
  )
}
