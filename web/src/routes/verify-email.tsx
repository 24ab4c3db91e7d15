// /verify-email?token=…: the link of the verification email (CONTRACT §2). The page posts the token
// with its script; without it, its form posts here and the answer lands on ?outcome=….
import { createFileRoute } from '@tanstack/react-router'

import { verifyEmailForm } from '~/auth/handlers/email.server'
import { serve } from '~/auth/route.server'
import { optionalOneOf, optionalString } from '~/auth/search-params'
import { VerifyEmail } from '~/components/auth/VerifyEmail'
import { loadFormsCopy } from '~/content/copy.functions'

export const Route = createFileRoute('/verify-email')({
  server: {
    handlers: {
      POST: serve(verifyEmailForm),
    },
  },
  validateSearch: (search: Record<string, unknown>): { token?: string; outcome?: 'verified' | 'failed' } => ({
    token: optionalString(search.token, 200),
    outcome: optionalOneOf(search.outcome, ['verified', 'failed'] as const),
  }),
  // The token must not leak to other sites through the Referer header.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.verifyEmail.title }, { name: 'robots', content: 'noindex, nofollow' }] }),
  loader: () => loadFormsCopy(['verifyEmail', 'resetPassword']),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { token, outcome } = Route.useSearch()
  const texts = Route.useLoaderData()
  return <VerifyEmail token={token ?? null} outcome={outcome ?? null} texts={{ ...texts.verifyEmail, invalidLink: texts.resetPassword.invalidLink }} />
}
