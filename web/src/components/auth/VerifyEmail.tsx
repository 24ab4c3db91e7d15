// Opening the emailed link: the page posts the token once (a link scanner's GET verifies nothing)
// and says how it went. Until its script runs, the page offers the same post as a form, so the link
// also works where the script never arrives; that answer comes back as `outcome`.
import type { Form } from '@kindred/cms/types'
import { Link, useHydrated, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

import type { AuthResponse } from '~/auth/user'
import { readJsonAnswer } from '~/components/forms/json-answer'

type Texts = Form['verifyEmail'] & { invalidLink: string }

type State = { status: 'verifying' | 'verified' | 'failed'; message?: string }
type Outcome = 'verified' | 'failed'

function initialState(token: string | null, outcome: Outcome | null, t: Texts): State {
  if (outcome === 'verified') return { status: 'verified' }
  if (outcome === 'failed' || !token) return { status: 'failed', message: t.invalidLink }
  return { status: 'verifying' }
}

export function VerifyEmail({ token, outcome, texts: t }: { token: string | null; outcome: Outcome | null; texts: Texts }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>(() => initialState(token, outcome, t))
  const started = useRef(false)
  useEffect(() => {
    if (!token || outcome || started.current) return
    started.current = true
    fetch('/auth/verify-email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })
      .then(async (response) => {
        const body = await readJsonAnswer<AuthResponse>(response)
        if (!body?.success) return setState({ status: 'failed', message: body?.errorMessage ?? t.invalidLink })
        setState({ status: 'verified' })
        void router.invalidate()
      })
      .catch(() => setState({ status: 'failed', message: t.unreachable }))
  }, [token, outcome, router, t])

  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-md text-center" role="status">
        {state.status === 'verifying' ? (
          <>
            <h1 className="text-2xl font-bold">{t.verifying}</h1>
            {hydrated ? null : (
              <form method="post" action="/verify-email">
                <input type="hidden" name="token" value={token ?? ''} />
                <button type="submit" className="btn-primary mt-6">
                  {t.verifyNow}
                </button>
              </form>
            )}
          </>
        ) : null}
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
