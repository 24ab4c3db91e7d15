// /verify-email?token=…: the link of the verification email (decision 0010). The page posts the token
// with its script; without it, its form posts here and the answer lands on ?outcome=….
import { createFileRoute } from '@tanstack/react-router'

import { formFailure } from '~/auth/form-failure'
import { verifyEmailForm, type VerifyFormFailure } from '~/auth/handlers/email.server'
import { optionalOneOf, optionalString } from '~/auth/search-params'
import { VerifyEmail, type Outcome } from '~/components/auth/VerifyEmail'
import { getFormPageSeo } from '~/content/content.functions'
import { loadFormsCopy } from '~/content/copy.functions'
import { socketIp } from '~/server/http.server'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/verify-email')({
  server: {
    handlers: {
      POST: ({ request, next }) => verifyEmailForm(request, { ip: socketIp() }, next),
    },
  },
  validateSearch: (search: Record<string, unknown>): { token?: string; outcome?: Outcome } => ({
    token: optionalString(search.token, 200),
    outcome: optionalOneOf(search.outcome, ['verified', 'already-verified', 'failed'] as const),
  }),
  beforeLoad: ({ serverContext }) => ({ failure: formFailure<VerifyFormFailure>(serverContext, 'verifyFormFailure') }),
  // The token must not leak to other sites through the Referer header.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: ({ loaderData }) => headFor(loaderData?.seo),
  loader: async () => {
    const [texts, seo] = await Promise.all([loadFormsCopy(['verifyEmail', 'resetPassword']), getFormPageSeo({ data: { path: '/verify-email' } })])
    return { ...texts, seo }
  },
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { token, outcome } = Route.useSearch()
  const texts = Route.useLoaderData()
  const { failure } = Route.useRouteContext()
  return (
    <VerifyEmail
      token={token ?? (failure?.token || null)}
      outcome={outcome ?? null}
      unavailable={failure?.message ?? null}
      texts={{ ...texts.verifyEmail, invalidLink: texts.resetPassword.invalidLink }}
    />
  )
}
