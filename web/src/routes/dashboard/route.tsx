// /dashboard and its pages (business profile, collaborations, plan): members only. A visitor is
// redirected to /login on the server (to /register for a plan chosen on the pricing page), with the
// page asked for to come back to (a proposal's emailed link opened on a device that is not signed
// in); each page's server functions check the session again.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { optionalReturnPath } from '~/auth/search-params'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, location }) => {
    if (context.viewer) return
    // Only a path the sign-in page would take back (short, plain characters); else the dashboard.
    const back = optionalReturnPath(`${location.pathname}${location.searchStr}`)
    // A plan chosen on the pricing page is most often a newcomer's: registering comes first (its page links to sign in).
    const to = location.pathname === '/dashboard/plan' && 'plan' in location.search ? '/register' : '/login'
    throw redirect({ to, search: back && back !== '/dashboard' ? { redirect: back } : {} })
  },
})
