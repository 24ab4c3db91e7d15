// The dashboard's "Delete account" section (decision 0033): the member confirms with their
// password, or, for an account that signs in with Google only, by having signed in within the last
// few minutes. On success every session has ended: the client forgets its tokens and goes home.
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'

import { reset } from '~/analytics'
import type { AccountSecurity } from '~/auth/account.functions'
import type { Account } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'
import { deleteAccountSchema } from '~/auth/account.schemas'
import { authFetch, markSignedOut } from '~/auth/client'
import { readJsonAnswer } from '~/server/json-answer'

const inputClass = 'mt-1 block w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2.5 focus:ring-2 focus:ring-red-600 focus:outline-none'
const dangerButton = 'btn bg-red-700 text-white hover:bg-red-800 disabled:opacity-60'

type Texts = Account['deleteAccount']

export function DeleteAccount({ account, texts: t }: { account: AccountSecurity; texts: Texts }) {
  const router = useRouter()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const canConfirm = account.hasPassword || account.recentSignIn

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const body = account.hasPassword ? { password } : {}
    const parsed = deleteAccountSchema.safeParse(body)
    if (account.hasPassword && !password) return setError(t.passwordRequired)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t.failed)
    setBusy(true)
    setError(null)
    try {
      const response = await authFetch('/auth/account/delete', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(parsed.data) })
      const answer = await readJsonAnswer<{ success?: boolean; errorMessage?: string }>(response)
      if (!response.ok || !answer?.success) {
        setError(answer?.errorMessage ?? t.failed)
        setBusy(false)
        return
      }
    } catch {
      setError(t.failed)
      setBusy(false)
      return
    }
    markSignedOut('logout', true)
    reset()
    // The root route reads the (now absent) viewer again on this navigation.
    await router.navigate({ to: '/', search: { account: 'deleted' }, replace: true })
  }

  return (
    <section aria-labelledby="delete-account-heading" data-testid="delete-account" className="rounded-2xl border border-red-300 bg-red-50 p-6">
      <h2 id="delete-account-heading" className="text-xl font-semibold text-red-800">
        {t.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t.intro}</p>
      {canConfirm ? (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
          {account.hasPassword ? (
            <div>
              <label htmlFor="delete-account-password" className="block text-sm font-medium text-slate-800">
                {t.passwordLabel}
              </label>
              <input
                id="delete-account-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'delete-account-error' : undefined}
                className={inputClass}
              />
            </div>
          ) : (
            <p className="text-slate-700">{t.googleRecent}</p>
          )}
          {error ? (
            <p id="delete-account-error" role="alert" className="text-red-800">
              {error}
            </p>
          ) : null}
          <button type="submit" className={dangerButton} disabled={busy}>
            {busy ? t.deleting : t.submit}
          </button>
        </form>
      ) : (
        <ReauthenticateHint account={account} texts={t} />
      )}
    </section>
  )
}

/** A Google-only account whose sign-in is older than the window: how to prove it is them. */
function ReauthenticateHint({ account, texts: t }: { account: AccountSecurity; texts: Texts }) {
  return (
    <div className="mt-4 space-y-3 text-slate-700">
      <p>{fill(t.reauthenticate, { minutes: account.recentSignInMinutes })}</p>
      {account.googleSignIn ? (
        <a href={account.googleSignIn} className="btn-secondary">
          {t.reauthenticateWithGoogle}
        </a>
      ) : (
        <p>{t.reauthenticateHint}</p>
      )}
    </div>
  )
}
