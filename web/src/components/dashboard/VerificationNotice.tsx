// SPEC §8 dashboard notice for an unverified address, with a resend button (POST /auth/verify-email/resend).
import { useState } from 'react'

import type { Account } from '@kindred/cms/types'

import { authFetch } from '~/auth/client'
import { readJsonAnswer } from '~/server/json-answer'

export function VerificationNotice({ texts: t }: { texts: Account['verificationNotice'] }) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({ status: 'idle' })
  const resend = async () => {
    setState({ status: 'sending' })
    try {
      const response = await authFetch('/auth/verify-email/resend', { method: 'POST' })
      if (response.status === 202) return setState({ status: 'sent', message: t.sent })
      const body = await readJsonAnswer<{ errorMessage?: string }>(response)
      setState({ status: 'error', message: body?.errorMessage ?? t.failed })
    } catch {
      setState({ status: 'error', message: t.failed })
    }
  }
  return (
    <div role="status" data-testid="verification-notice" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <p>
        <strong>{t.title}:</strong> {t.text}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={resend} disabled={state.status === 'sending'}>
          {state.status === 'sending' ? t.sending : t.resend}
        </button>
        {state.message ? <span className={state.status === 'error' ? 'text-red-700' : 'text-emerald-800'}>{state.message}</span> : null}
      </div>
    </div>
  )
}
