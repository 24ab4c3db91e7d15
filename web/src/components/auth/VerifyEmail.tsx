// Opening the emailed link: the page posts the token once (a link scanner's GET verifies nothing)
// and says how it went.
import type { Form } from '@kindred/cms/types'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

import type { AuthResponse } from '~/auth/user'
import { readJsonAnswer } from '~/components/forms/json-answer'

type Texts = Form['verifyEmail'] & { invalidLink: string }

export function VerifyEmail({ token, texts: t }: { token: string | null; texts: Texts }) {
  const router = useRouter()
  const [state, setState] = useState<{ status: 'verifying' | 'verified' | 'failed'; message?: string }>({ status: token ? 'verifying' : 'failed', message: token ? undefined : t.invalidLink })
  const started = useRef(false)
  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    fetch('/auth/verify-email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })
      .then(async (response) => {
        const body = await readJsonAnswer<AuthResponse>(response)
        if (!body?.success) return setState({ status: 'failed', message: body?.errorMessage ?? t.invalidLink })
        setState({ status: 'verified' })
        void router.invalidate()
      })
      .catch(() => setState({ status: 'failed', message: t.unreachable }))
  }, [token, router, t])

  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-md text-center" role="status">
        {state.status === 'verifying' ? <h1 className="text-2xl font-bold">{t.verifying}</h1> : null}
        {state.status === 'verified' ? (
          <>
            <h1 className="text-2xl font-bold">{t.verifiedHeading}</h1>
            <p className="mt-3 text-slate-600">{t.verifiedText}</p>
            <Link to="/dashboard" className="btn-primary mt-6">{t.toDashboard}</Link>
          </>
        ) : null}
        {state.status === 'failed' ? (
          <>
            <h1 className="text-2xl font-bold">{t.failedHeading}</h1>
            <p className="mt-3 text-slate-600">{state.message}</p>
            <p className="mt-3 text-slate-600">{t.failedHint}</p>
            <Link to="/dashboard" className="btn-secondary mt-6">{t.toDashboard}</Link>
          </>
        ) : null}
      </div>
    </div>
  )
}
