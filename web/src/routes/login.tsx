// /login: visitors only; a signed-in member is redirected to /dashboard on the server. Its form is
// sent by the page's script (POST /auth/login); without script the browser posts it here.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { loginForm, type SignInFailure } from '~/auth/handlers/login.server'
import { socketIp } from '~/server/http.server'
import { optionalOneOf, optionalReturnPath, optionalSignInReason, type SignInReason } from '~/auth/search-params'
import { getGoogleConfig } from '~/auth/auth.functions'
import { AuthLayout } from '~/components/auth/AuthLayout'
import LoginIsland from '~/components/islands/login.island'
import { loadFormsCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/login')({
  server: {
    handlers: {
      POST: ({ request, next }) => loginForm(request, { ip: socketIp() }, next),
    },
  },
  // `redirect`: where a visitor sent to sign in (e.g. from a partner's profile) goes back to;
  // `reason`: why they were sent (the page says so in the CMS's words for that key).
  validateSearch: (search: Record<string, unknown>): { error?: 'google'; redirect?: string; reason?: SignInReason } => ({
    error: optionalOneOf(search.error, ['google'] as const),
    redirect: optionalReturnPath(search.redirect),
    reason: optionalSignInReason(search.reason),
  }),
  beforeLoad: ({ context, search, serverContext }) => {
    if (context.viewer) throw redirect({ href: search.redirect ?? '/dashboard' })
    // A form posted without script and refused: the page again, with why and the email typed.
    return { signInFailure: formFailure<SignInFailure>(serverContext, 'signInFailure') }
  },
  loader: async () => {
    const [page, google, forms] = await Promise.all([loadPage('/login'), getGoogleConfig(), loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword'])])
    return { ...page, google, forms }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  // A visitor's copy hydrates the form alone (decision 0093): a signed-in member never sees it.
  staticData: { islands: true },
  component: LoginPage,
})

function LoginPage() {
  const { page, brandName, google, forms } = Route.useLoaderData()
  const { error, redirect: returnTo, reason } = Route.useSearch()
  const { signInFailure } = Route.useRouteContext()
  const hero = page.layout?.find((block) => block.blockType === 'hero') ?? null
  return (
    <AuthLayout hero={hero?.blockType === 'hero' ? hero : null} brandName={brandName} returnTo={returnTo} reason={reason} texts={forms}>
      <LoginIsland
        google={google}
        texts={forms}
        initialError={signInFailure?.message ?? (error === 'google' ? forms.signIn.googleFailed : null)}
        initialEmail={signInFailure?.email}
        returnTo={returnTo}
        reason={reason}
      />
    </AuthLayout>
  )
}
