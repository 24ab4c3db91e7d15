// Forgot password (ask for a link) and reset password (choose a new one from the link).
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { forgotPasswordSchema, passwordField } from '~/auth/auth.schemas'
import { authenticate, clearError, useAuth } from '~/auth/client'
import type { AuthResponse } from '~/auth/user'
import { ErrorBanner, SuccessBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), mode: 'all', defaultValues: { email: '' } })
  const onSubmit = async ({ email }: { email: string }) => {
    setError(null)
    const response = await fetch('/auth/forgot-password', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as AuthResponse | null
    if (response?.status === 202) return setSent('If an account exists for that address, we have sent it a link to choose a new password.')
    setError(body?.errorMessage ?? 'Something went wrong. Please try again.')
  }
  return (
    <form method="post" noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
      <SuccessBanner message={sent} />
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      <Field id="forgot-email" label="Email" type="email" autoComplete="email" placeholder="you@business.com" registration={form.register('email')} error={form.formState.errors.email?.message} showError={shouldShow(form.formState, 'email')} />
      <button type="submit" className="btn-primary w-full justify-center" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="text-center text-sm"><Link to="/login" className="font-semibold text-brand-700">Back to sign in</Link></p>
    </form>
  )
}

const resetSchema = z.object({ password: passwordField })

export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate()
  const auth = useAuth()
  const form = useForm<{ password: string }>({ resolver: zodResolver(resetSchema), mode: 'all', defaultValues: { password: '' } })
  const onSubmit = async ({ password }: { password: string }) => {
    const result = await authenticate('reset-password', { token, password }, 'This link is invalid or has expired.')
    if (result.success) await navigate({ to: '/dashboard' })
  }
  if (!token) return <p className="text-slate-700">This link is invalid or has expired. <Link to="/forgot-password" className="font-semibold text-brand-700">Ask for a new one</Link>.</p>
  return (
    <form method="post" noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
      <ErrorBanner message={auth.error} onDismiss={clearError} />
      <Field id="reset-password" label="Password" type="password" autoComplete="new-password" placeholder="Password (min 8 characters)" registration={form.register('password')} error={form.formState.errors.password?.message} showError={shouldShow(form.formState, 'password')} />
      <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading}>
        {auth.isLoading ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  )
}
