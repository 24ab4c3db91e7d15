// Forgot password (ask for a link) and reset password (choose a new one from the link), in the
// CMS's words (the `forms` global, passed in as loader data).
import type { Form } from '@kindred/cms/types'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import type { AuthTexts } from '~/auth/auth.schemas'
import { authenticate, clearError, post, useAuth } from '~/auth/client'
import { useLazyZodResolver } from '~/components/forms/lazy-zod-resolver'
import { ErrorBanner, SuccessBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'

export function ForgotPasswordForm({ texts }: { texts: AuthTexts & Pick<Form, 'forgotPassword'> }) {
  const t = texts.forgotPassword
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).forgotPassword))
  const form = useForm<{ email: string }>({ resolver, mode: 'all', defaultValues: { email: '' } })
  const onSubmit = async ({ email }: { email: string }) => {
    setError(null)
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
    <form method="post" noValidate className="space-y-5" onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <SuccessBanner message={sent} />
      <ErrorBanner message={error} dismissLabel={texts.signIn.dismissError} onDismiss={() => setError(null)} />
      <Field id="forgot-email" label={texts.signIn.emailLabel} type="email" autoComplete="email" placeholder={texts.signIn.emailPlaceholder} registration={form.register('email')} error={form.formState.errors.email?.message} showError={shouldShow(form.formState, 'email')} />
      <button type="submit" className="btn-primary w-full justify-center" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t.sending : t.submit}
      </button>
      <p className="text-center text-sm"><Link to="/login" className="font-semibold text-brand-700">{t.backToSignIn}</Link></p>
    </form>
  )
}

export function ResetPasswordForm({ token, texts }: { token: string | null; texts: AuthTexts & Pick<Form, 'resetPassword'> }) {
  const t = texts.resetPassword
  const navigate = useNavigate()
  const auth = useAuth()
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).newPassword))
  const form = useForm<{ password: string }>({ resolver, mode: 'all', defaultValues: { password: '' } })
  const onSubmit = async ({ password }: { password: string }) => {
    const result = await authenticate('reset-password', { token, password }, t.invalidLink)
    if (result.success) await navigate({ to: '/dashboard' })
  }
  if (!token) return <p className="text-slate-700">{t.invalidLink} <Link to="/forgot-password" className="font-semibold text-brand-700">{t.askForNewLink}</Link></p>
  return (
    <form method="post" noValidate className="space-y-5" onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <ErrorBanner message={auth.error} dismissLabel={texts.signIn.dismissError} onDismiss={clearError} />
      <Field id="reset-password" label={texts.register.passwordLabel} type="password" autoComplete="new-password" placeholder={texts.register.passwordPlaceholder} registration={form.register('password')} error={form.formState.errors.password?.message} showError={shouldShow(form.formState, 'password')} />
      <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading}>
        {auth.isLoading ? t.submitting : t.submit}
      </button>
    </form>
  )
}
