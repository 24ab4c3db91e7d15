// /verify-email?token=…: the link of the verification email (CONTRACT §2).
import { createFileRoute } from '@tanstack/react-router'

import { optionalString } from '~/auth/search-params'
import { VerifyEmail } from '~/components/auth/VerifyEmail'
import { loadFormsCopy } from '~/content/copy.functions'

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token, 200) }),
  // The token must not leak to other sites through the Referer header.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Verify your email | Kindred' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  loader: () => loadFormsCopy(['verifyEmail', 'resetPassword']),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { token } = Route.useSearch()
  const texts = Route.useLoaderData()
  return <VerifyEmail token={token ?? null} texts={{ ...texts.verifyEmail, invalidLink: texts.resetPassword.invalidLink }} />
}
