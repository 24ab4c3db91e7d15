// Opening the emailed link: the page posts the token once (a link scanner's GET verifies nothing)
// and says how it went. Until its script runs, the page offers the same post as a form, so the link
// also works where the script never arrives; that answer comes back as `outcome`. When the link
// could not be tried (the server or the database away), the link is not spent: the page says why
// and offers to try again, rather than calling the link invalid; a link spent before whose address
// is verified says that, rather than calling itself invalid.
import type { Form } from '@kindred/cms/types'
import { Link, useHydrated, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import type { AuthResponse } from '~/auth/user'
import { readJsonAnswer } from '~/server/json-answer'

type Texts = Form['verifyEmail'] & { invalidLink: string }

type State = { status: 'verifying' | 'verified' | 'already-verified' | 'failed' | 'retry'; message?: string }
export type Outcome = 'verified' | 'already-verified' | 'failed'

function initialState(token: string | null, outcome: Outcome | null, unavailable: string | null, t: Texts): State {
  if (outcome === 'verified' || outcome === 'already-verified') return { status: outcome }
  if (outcome === 'failed' || !token) return { status: 'failed', message: t.invalidLink }
  if (unavailable) return { status: 'retry', message: unavailable }
  return { status: 'verifying' }
}

type Props = {
  token: string | null
  outcome: Outcome | null
  /** Why the page's own form could not be answered just now (rendered by the server). */
  unavailable?: string | null
  texts: Texts
}

export function VerifyEmail({ token, outcome, unavailable = null, texts: t }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>(() => initialState(token, outcome, unavailable, t))
  const started = useRef(false)
  const verify = useCallback(() => {
    if (!token) return
    setState({ status: 'verifying' })
    fetch('/auth/verify-email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })
      .then(async (response) => {
        const body = await readJsonAnswer<AuthResponse>(response)
        if (body?.success) {
          setState({ status: 'verified' })
          void router.invalidate()
        } else if (body?.emailVerified) setState({ status: 'already-verified' })
        else if (response.status >= 500) setState({ status: 'retry', message: body?.errorMessage ?? t.unreachable })
        else setState({ status: 'failed', message: body?.errorMessage ?? t.invalidLink })
      })
      .catch(() => setState({ status: 'retry', message: t.unreachable }))
  }, [token, router, t])
  useEffect(() => {
    if (!token || outcome || unavailable || started.current) return
    started.current = true
    verify()
  }, [token, outcome, unavailable, verify])
  const retry = (event: FormEvent) => {
    event.preventDefault()
    verify()
  }

  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-md text-center" role="status">
        {state.status === 'verifying' ? (
          <>
            <h1 className="text-2xl font-bold">{t.verifying}</h1>
            {hydrated ? null : <VerifyForm token={token} label={t.verifyNow} />}
          </>
        ) : null}
        {state.status === 'verified' ? <Verified heading={t.verifiedHeading} text={t.verifiedText} action={t.toDashboard} /> : null}
        {state.status === 'already-verified' ? <Verified heading={t.alreadyVerifiedHeading} text={t.alreadyVerifiedText} action={t.toDashboard} /> : null}
        {state.status === 'retry' ? (
          <>
            <h1 className="text-2xl font-bold">{t.failedHeading}</h1>
            <p className="mt-3 text-slate-600" data-testid="verify-unavailable">
              {state.message}
            </p>
            <VerifyForm token={token} label={t.verifyNow} onSubmit={hydrated ? retry : undefined} />
          </>
        ) : null}
        {state.status === 'failed' ? (
          <>
            <h1 className="text-2xl font-bold">{t.failedHeading}</h1>
            <p className="mt-3 text-slate-600">{state.message}</p>
            <p className="mt-3 text-slate-600">{t.failedHint}</p>
            <Link to="/dashboard" className="btn-secondary mt-6">
              {t.toDashboard}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  )
}

/** The address is verified, by this link now or before: what it means, and the way on. */
function Verified({ heading, text, action }: { heading: string; text: string; action: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link to="/dashboard" className="btn-primary mt-6">
        {action}
      </Link>
    </>
  )
}

/** The link's post as a form: the browser sends it without script; with script, `onSubmit` does. */
function VerifyForm({ token, label, onSubmit }: { token: string | null; label: string; onSubmit?: (event: FormEvent) => void }) {
  return (
    <form method="post" action="/verify-email" onSubmit={onSubmit}>
      <input type="hidden" name="token" value={token ?? ''} />
      <button type="submit" className="btn-primary mt-6">
        {label}
      </button>
    </form>
  )
}
