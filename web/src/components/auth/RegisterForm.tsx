// The registration form (SPEC §2 Register, §5 validation, §7 events, §8 errors).
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { Loader2 } from 'lucide-react'
import { useForm } from 'react-hook-form'

import { track } from '~/analytics'
import { messages, registerSchema, type RegisterInput } from '~/auth/auth.schemas'
import { authenticate, clearError, setAuthError, useAuth } from '~/auth/client'
import { ErrorBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'
import { GoogleButton } from './GoogleButton'

type Props = { google: { clientId: string | null; redirectFlow: boolean } }
const empty: RegisterInput = { firstName: '', lastName: '', email: '', password: '', company: '' }

export function RegisterForm({ google }: Props) {
  const navigate = useNavigate()
  const auth = useAuth()
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), mode: 'all', defaultValues: empty })
  const { errors, isValid } = form.formState
  const field = (name: keyof RegisterInput) => ({ registration: form.register(name), error: errors[name]?.message, showError: shouldShow(form.formState, name) })

  const onSubmit = async (data: RegisterInput) => {
    const company = data.company?.trim()
    track('register_attempt', { has_company: Boolean(company) })
    const result = await authenticate('register', { ...data, company: company || undefined }, messages.registrationFailed)
    if (!result.success) {
      // SPEC §8: the server's message if present, else 'Registration failed'.
      const error = result.errorMessage || 'Registration failed'
      setAuthError(error)
      track('register_failed', { error })
      return
    }
    track('register_success', {})
    form.reset(empty)
    await navigate({ to: '/dashboard', search: { registered: 1 } })
  }

  const onGoogle = async (googleToken: string) => {
    const result = await authenticate('google', { googleToken }, messages.googleFailed)
    if (result.success) await navigate({ to: '/dashboard' })
  }

  return (
    <div className="space-y-5">
      <ErrorBanner message={auth.error} onDismiss={clearError} />
      <form method="post" noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="register-first-name" label="First Name" autoComplete="given-name" placeholder="First name" {...field('firstName')} />
          <Field id="register-last-name" label="Last Name" autoComplete="family-name" placeholder="Last name" {...field('lastName')} />
        </div>
        <Field id="register-email" label="Email" type="email" autoComplete="email" placeholder="you@business.com" {...field('email')} />
        <Field id="register-password" label="Password" type="password" autoComplete="new-password" placeholder="Password (min 8 characters)" {...field('password')} />
        <Field id="register-company" label="Company" optional autoComplete="organization" placeholder="Your business name" {...field('company')} />
        <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading || !isValid}>
          {auth.isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {auth.isLoading ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <GoogleButton {...google} mode="signup" onCredential={onGoogle} onError={setAuthError} />
    </div>
  )
}
