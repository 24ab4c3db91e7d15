// /dashboard and its pages (business profile, collaborations): members only. A visitor is
// redirected to /login on the server, with the page asked for to come back to (a proposal's
// emailed link opened on a device that is not signed in); each page's server functions check the
// session again.
import { createFileRoute, redirect } from '@tanstack/react-router'

import { optionalReturnPath } from '~/auth/search-params'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, location }) => {
    if (context.viewer) return
    // Only a path the sign-in page would take back (short, plain characters); else the dashboard.
    const back = optionalReturnPath(`${location.pathname}${location.searchStr}`)
    throw redirect({ to: '/login', search: back && back !== '/dashboard' ? { redirect: back } : {} })
  },
})
