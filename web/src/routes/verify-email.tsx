// /verify-email?token=…: the link of the verification email (CONTRACT §2).
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'

import { VerifyEmail } from '~/components/auth/VerifyEmail'

export const Route = createFileRoute('/verify-email')({
  validateSearch: z.object({ token: z.string().max(200).optional().catch(undefined) }),
  // The token must not leak to other sites through the Referer header.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: () => ({ meta: [{ title: 'Verify your email | Kindred' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { token } = Route.useSearch()
  return <VerifyEmail token={token ?? null} />
}
