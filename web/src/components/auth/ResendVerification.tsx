// Sends the verification email again (POST /auth/verify-email/resend) and says how that went:
// wherever a member is told to verify their address, the way to get a fresh link is beside it.
import { useState } from 'react'

import type { Account } from '@kindred/cms/types'

import { authFetch } from '~/auth/client'
import { readJsonAnswer } from '~/server/json-answer'

export type ResendTexts = Pick<Account['verificationNotice'], 'resend' | 'sending' | 'sent' | 'failed'>

export function ResendVerification({ texts: t, className = 'btn-secondary' }: { texts: ResendTexts; className?: string }) {
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
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button type="button" className={className} onClick={resend} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? t.sending : t.resend}
      </button>
      {/* Read out when it changes: the button itself stays where the focus is. */}
      <span role="status" className={state.status === 'error' ? 'text-red-700' : 'text-emerald-800'}>
        {state.message}
      </span>
    </div>
  )
}
