// /login: visitors only; a signed-in member is redirected to /dashboard on the server.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { optionalOneOf, optionalReturnPath } from '~/auth/search-params'
import { getGoogleConfig } from '~/auth/auth.functions'
import { AuthLayout } from '~/components/auth/AuthLayout'
import { LoginForm } from '~/components/auth/LoginForm'
import { loadFormsCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/seo/head'

export const Route = createFileRoute('/login')({
  // `redirect`: where a visitor sent to sign in (e.g. from a partner's profile) goes back to.
  validateSearch: (search: Record<string, unknown>): { error?: 'google'; redirect?: string } => ({
    error: optionalOneOf(search.error, ['google'] as const),
    redirect: optionalReturnPath(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    if (context.viewer) throw redirect({ href: search.redirect ?? '/dashboard' })
  },
  loader: async () => {
    const [page, google, forms] = await Promise.all([loadPage('/login'), getGoogleConfig(), loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword'])])
    return { ...page, google, forms }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  component: LoginPage,
})

function LoginPage() {
  const { page, brandName, google, forms } = Route.useLoaderData()
  const { error, redirect: returnTo } = Route.useSearch()
  const hero = page.layout?.find((block) => block.blockType === 'hero') ?? null
  return (
    <AuthLayout hero={hero?.blockType === 'hero' ? hero : null} brandName={brandName}>
      <LoginForm google={google} texts={forms} initialError={error === 'google' ? forms.signIn.googleFailed : null} returnTo={returnTo} />
    </AuthLayout>
  )
}
