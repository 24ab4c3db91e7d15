// /dashboard and its pages (business profile, collaborations): members only. A visitor is
// redirected to /login on the server; each page's server functions check the session again.
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context }) => {
    if (!context.viewer) throw redirect({ to: '/login' })
  },
})
