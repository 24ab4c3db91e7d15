// Logout for the header: ends the session on the server (cookie + CSRF header, or the bearer),
// clears the client's auth state and goes to `/` even if the server call failed (SPEC §4).
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'

import { track } from '~/analytics'
import { logout } from '~/auth/client'

export function LogoutButton({ label = 'Logout', className }: { label?: string; className?: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    if (busy) return
    setBusy(true)
    track('logout_clicked', {})
    const result = await logout()
    if (result.ok) track('logout_completed', {})
    else track('logout_failed', { error: result.error ?? 'unknown' })
    // The header reads the viewer from the router context: reload it, then leave. A reload that
    // fails (offline) changes nothing: `/` loads its own data on arrival, signed out.
    await router.invalidate().catch(() => undefined)
    await router.navigate({ to: '/' })
    setBusy(false)
  }
  return (
    <button type="button" className={className} onClick={onClick} disabled={busy}>
      {label}
    </button>
  )
}
