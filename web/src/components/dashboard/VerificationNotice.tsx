// SPEC §8 dashboard notice for an unverified address, with a resend button (POST /auth/verify-email/resend).
import { useState } from 'react'

import { messages } from '~/auth/auth.schemas'
import { authFetch } from '~/auth/client'

export function VerificationNotice() {
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({ status: 'idle' })
  const resend = async () => {
    setState({ status: 'sending' })
    try {
      const response = await authFetch('/auth/verify-email/resend', { method: 'POST' })
      if (response.status === 202) return setState({ status: 'sent', message: 'A new verification email is on its way.' })
      const body = (await response.json().catch(() => ({}))) as { errorMessage?: string }
      setState({ status: 'error', message: body.errorMessage ?? 'The email could not be sent. Please try again later.' })
    } catch {
      setState({ status: 'error', message: 'The email could not be sent. Please try again later.' })
    }
  }
  const [title, ...rest] = messages.verificationNotice.split(': ')
  return (
    <div role="status" data-testid="verification-notice" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <p>
        <strong>{title}:</strong> {rest.join(': ')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={resend} disabled={state.status === 'sending'}>
          {state.status === 'sending' ? 'Sending...' : 'Resend verification email'}
        </button>
        {state.message ? <span className={state.status === 'error' ? 'text-red-700' : 'text-emerald-800'}>{state.message}</span> : null}
      </div>
    </div>
  )
}
