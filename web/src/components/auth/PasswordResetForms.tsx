// Forgot password (ask for a link) and reset password (choose a new one from the link), in the
// CMS's words (the `forms` global, passed in as loader data).
import type { Form } from '@kindred/cms/types'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import type { AuthTexts } from '~/auth/auth.schemas'
import { authenticate, clearError, post, useAuth } from '~/auth/client'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import { useLazyZodResolver } from '~/components/forms/lazy-zod-resolver'
import { ErrorBanner, SuccessBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'

type ForgotProps = {
  texts: AuthTexts & Pick<Form, 'forgotPassword'>
  /** The form, posted without script, was taken (/forgot-password?sent=1). */
  initialSent?: boolean
  /** Why the form, posted without script, was refused, and the email typed. */
  initialError?: string | null
  initialEmail?: string
}

export function ForgotPasswordForm({ texts, initialSent = false, initialError = null, initialEmail = '' }: ForgotProps) {
  const t = texts.forgotPassword
  const [sent, setSent] = useState<string | null>(initialSent ? t.sent : null)
  const [error, setError] = useState<string | null>(initialError)
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).forgotPassword))
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<{ email: string }>({ resolver, mode: 'all', defaultValues: { email: initialEmail } })
  const onSubmit = async ({ email }: { email: string }) => {
    setError(null)
    setSent(null)
    try {
      const { status, data } = await post('/auth/forgot-password', { email })
      if (status === 202) return setSent(t.sent)
      setError(data.errorMessage ?? t.failed)
    } catch {
      // No answer at all (offline, the server unreachable): the same "try again" as a refusal.
      setError(t.failed)
    }
  }
  return (
    // Sent by the script; without it the browser posts it to /forgot-password (routes/forgot-password.tsx).
    <form onBlurCapture={blurAfterPress} method="post" noValidate data-posts-without-script="" className="space-y-5" onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <SuccessBanner message={sent} />
      <ErrorBanner message={error} dismissLabel={texts.signIn.dismissError} onDismiss={() => setError(null)} />
      <Field
        id="forgot-email"
        label={texts.signIn.emailLabel}
        type="email"
        autoComplete="email"
        placeholder={texts.signIn.emailPlaceholder}
        defaultValue={initialEmail}
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
        showError={shouldShow(form.formState, 'email')}
      />
      <button type="submit" className="btn-primary w-full justify-center" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t.sending : t.submit}
      </button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700">
          {t.backToSignIn}
        </Link>
      </p>
    </form>
  )
}

type ResetProps = {
  token: string | null
  texts: AuthTexts & Pick<Form, 'resetPassword'>
  /** Why the form, posted without script, was refused. */
  initialError?: string | null
}

export function ResetPasswordForm({ token, texts, initialError = null }: ResetProps) {
  const t = texts.resetPassword
  const navigate = useNavigate()
  const auth = useAuth()
  const [postedError, setPostedError] = useState(initialError)
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).newPassword))
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<{ password: string }>({ resolver, mode: 'all', defaultValues: { password: '' } })
  const onSubmit = async ({ password }: { password: string }) => {
    setPostedError(null)
    const result = await authenticate('reset-password', { token, password }, t.invalidLink)
    // The dashboard says the password changed (and that every other device is signed out).
    if (result.success) await navigate({ to: '/dashboard', search: { password: 'changed' } })
  }
  const error = auth.error ?? postedError
  if (!token)
    return (
      <p className="text-slate-700">
        {t.invalidLink}{' '}
        <Link to="/forgot-password" className="font-semibold text-brand-700">
          {t.askForNewLink}
        </Link>
      </p>
    )
  return (
    // Sent by the script; without it the browser posts the token and the password to /reset-password.
    <form onBlurCapture={blurAfterPress} method="post" noValidate data-posts-without-script="" className="space-y-5" onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <ErrorBanner message={error} dismissLabel={texts.signIn.dismissError} onDismiss={() => (auth.error ? clearError() : setPostedError(null))} />
      {/* A spent or expired link cannot be retried: the way out is a new one. */}
      {error === t.invalidLink ? (
        <p className="text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700">
            {t.askForNewLink}
          </Link>
        </p>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <Field
        id="reset-password"
        label={texts.register.passwordLabel}
        type="password"
        autoComplete="new-password"
        placeholder={texts.register.passwordPlaceholder}
        registration={form.register('password')}
        error={form.formState.errors.password?.message}
        showError={shouldShow(form.formState, 'password')}
      />
      <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading}>
        {auth.isLoading ? t.submitting : t.submit}
      </button>
    </form>
  )
}
