// /register: visitors only; a signed-in member is redirected to /dashboard on the server. Its form
// is sent by the page's script (POST /auth/register); without it the browser posts it here.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { registerForm, type RegisterFailure } from '~/auth/handlers/register.server'
import { socketIp } from '~/server/http.server'
import { optionalReturnPath, optionalSignInReason, type SignInReason } from '~/auth/search-params'
import { getGoogleConfig } from '~/auth/auth.functions'
import { AuthLayout } from '~/components/auth/AuthLayout'
import RegisterIsland from '~/components/islands/register.island'
import { CardsBlock } from '~/components/blocks/CardsBlock'
import { loadFormsCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/register')({
  server: {
    handlers: {
      POST: ({ request, next }) => registerForm(request, { ip: socketIp() }, next),
    },
  },
  // `redirect`: the page a visitor sent to sign in came from, and `reason`: why they were sent,
  // both carried here by "Create an account".
  validateSearch: (search: Record<string, unknown>): { redirect?: string; reason?: SignInReason } => ({
    redirect: optionalReturnPath(search.redirect),
    reason: optionalSignInReason(search.reason),
  }),
  beforeLoad: ({ context, search, serverContext }) => {
    if (context.viewer) throw redirect({ href: search.redirect ?? '/dashboard' })
    // A form posted without script and refused: the page again, with why and what was typed.
    return { registerFailure: formFailure<RegisterFailure>(serverContext, 'registerFailure') }
  },
  loader: async () => {
    const [page, google, forms] = await Promise.all([loadPage('/register'), getGoogleConfig(), loadFormsCopy(['validation', 'signIn', 'register', 'session', 'resetPassword'])])
    return { ...page, google, forms }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  // A visitor's copy hydrates the form alone (decision 0093): a signed-in member never sees it.
  staticData: { islands: true },
  component: RegisterPage,
})

function RegisterPage() {
  const { page, brandName, google, forms } = Route.useLoaderData()
  const hero = page.layout?.find((block) => block.blockType === 'hero')
  const cards = page.layout?.find((block) => block.blockType === 'cards')
  const { registerFailure } = Route.useRouteContext()
  const { redirect: returnTo, reason } = Route.useSearch()
  return (
    <AuthLayout
      hero={hero?.blockType === 'hero' ? hero : null}
      brandName={brandName}
      returnTo={returnTo}
      reason={reason}
      texts={forms}
      after={cards?.blockType === 'cards' ? <CardsBlock block={cards} tone="white" /> : null}
    >
      <RegisterIsland google={google} texts={forms} initialError={registerFailure?.message} initialValues={registerFailure?.values} returnTo={returnTo} reason={reason} />
    </AuthLayout>
  )
}
