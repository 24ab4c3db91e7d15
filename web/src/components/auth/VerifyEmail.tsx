// Opening the emailed link: the page posts the token once (a link scanner's GET verifies nothing)
// and says how it went.
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

import type { AuthResponse } from '~/auth/user'

export function VerifyEmail({ token }: { token: string | null }) {
  const router = useRouter()
  const [state, setState] = useState<{ status: 'verifying' | 'verified' | 'failed'; message?: string }>({ status: token ? 'verifying' : 'failed', message: token ? undefined : 'This link is invalid or has expired.' })
  const started = useRef(false)
  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    fetch('/auth/verify-email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({ success: false }))) as AuthResponse
        if (!body.success) return setState({ status: 'failed', message: body.errorMessage ?? 'This link is invalid or has expired.' })
        setState({ status: 'verified' })
        void router.invalidate()
      })
      .catch(() => setState({ status: 'failed', message: 'We could not reach the server. Please try again.' }))
  }, [token, router])

  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-md text-center" role="status">
        {state.status === 'verifying' ? <h1 className="text-2xl font-bold">Verifying your email…</h1> : null}
        {state.status === 'verified' ? (
          <>
            <h1 className="text-2xl font-bold">Your email address is verified</h1>
            <p className="mt-3 text-slate-600">Thank you! Your account is now active.</p>
            <Link to="/dashboard" className="btn-primary mt-6">Go to your dashboard</Link>
          </>
        ) : null}
        {state.status === 'failed' ? (
          <>
            <h1 className="text-2xl font-bold">We could not verify your email</h1>
            <p className="mt-3 text-slate-600">{state.message}</p>
            <p className="mt-3 text-slate-600">Sign in and use “Resend verification email” on your dashboard to get a new link.</p>
            <Link to="/dashboard" className="btn-secondary mt-6">Go to your dashboard</Link>
          </>
        ) : null}
      </div>
    </div>
  )
}
