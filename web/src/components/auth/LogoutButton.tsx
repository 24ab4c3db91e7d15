// Logout for the header: ends the session on the server (cookie + CSRF header, or the bearer),
// clears the client's auth state and goes to `/` even if the server call failed (decision 0087), where
// `?account=signed-out` says so. It is a form's button: before the script runs (or without it) the
// browser posts the form to the same endpoint, which answers with 303 to the same address.
import { useRouter } from '@tanstack/react-router'
import { useState, type MouseEvent } from 'react'

import { track } from '~/analytics'
import { logout } from '~/auth/client'
import { csrfFieldName } from '~/server/csrf-token'

type Props = { label?: string; className?: string; /** The CSRF cookie's value, for the form posted without script. */ formToken: string | null }

export function LogoutButton({ label = 'Logout', className, formToken }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const onClick = async (event: MouseEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    track('logout_clicked', {})
    const result = await logout()
    if (result.ok) track('logout_completed', {})
    else track('logout_failed', { error: result.error ?? 'unknown' })
    // The header reads the viewer from the router context: reload it, then leave. A reload that
    // fails (offline) changes nothing: `/` loads its own data on arrival, signed out.
    await router.invalidate().catch(() => undefined)
    await router.navigate({ to: '/', search: { account: 'signed-out' } })
    setBusy(false)
  }
  return (
    // `contents`: the button stays a child of the header's row, as if the form were not there.
    <form method="post" action="/auth/logout" className="contents">
      <input type="hidden" name={csrfFieldName} value={formToken ?? ''} />
      <button type="submit" className={className} onClick={onClick} disabled={busy}>
        {label}
      </button>
    </form>
  )
}
