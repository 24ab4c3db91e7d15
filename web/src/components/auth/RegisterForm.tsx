// The registration form (SPEC §2 Register, §5 validation, §7 events, §8 errors).
import { useNavigate } from '@tanstack/react-router'
import { Loader2 } from 'lucide-react'
import { useForm } from 'react-hook-form'

import { track } from '~/analytics'
import { authMessages } from '~/auth/auth.messages'
import type { AuthTexts, RegisterInput } from '~/auth/auth.schemas'
import { authenticate, clearError, setAuthError, useAuth } from '~/auth/client'
import { useLazyZodResolver } from '~/components/forms/lazy-zod-resolver'
import { ErrorBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'
import { GoogleButton } from './GoogleButton'

type Props = { google: { clientId: string | null; redirectFlow: boolean }; texts: AuthTexts }
const empty: RegisterInput = { firstName: '', lastName: '', email: '', password: '', company: '' }

export function RegisterForm({ google, texts }: Props) {
  const t = texts.register
  const messages = authMessages(texts)
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).register))
  const navigate = useNavigate()
  const auth = useAuth()
  const form = useForm<RegisterInput>({ resolver, mode: 'all', defaultValues: empty })
  const { errors, isValid } = form.formState
  const field = (name: keyof RegisterInput) => ({ registration: form.register(name), error: errors[name]?.message, showError: shouldShow(form.formState, name) })

  const onSubmit = async (data: RegisterInput) => {
    const company = data.company?.trim()
    track('register_attempt', { has_company: Boolean(company) })
    const result = await authenticate('register', { ...data, company: company || undefined }, messages.registrationFailed)
    if (!result.success) {
      // SPEC §8: the server's message if present, else 'Registration failed'.
      const error = result.errorMessage || t.failedFallback
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
      <ErrorBanner message={auth.error} dismissLabel={texts.signIn.dismissError} onDismiss={clearError} />
      <form method="post" noValidate className="space-y-5" onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="register-first-name" label={t.firstNameLabel} autoComplete="given-name" placeholder={t.firstNamePlaceholder} {...field('firstName')} />
          <Field id="register-last-name" label={t.lastNameLabel} autoComplete="family-name" placeholder={t.lastNamePlaceholder} {...field('lastName')} />
        </div>
        <Field id="register-email" label={t.emailLabel} type="email" autoComplete="email" placeholder={t.emailPlaceholder} {...field('email')} />
        <Field id="register-password" label={t.passwordLabel} type="password" autoComplete="new-password" placeholder={t.passwordPlaceholder} {...field('password')} />
        <Field id="register-company" label={t.companyLabel} optionalHint={t.optionalHint} autoComplete="organization" placeholder={t.companyPlaceholder} {...field('company')} />
        <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading || !isValid}>
          {auth.isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {auth.isLoading ? t.submitting : t.submit}
        </button>
      </form>
      <GoogleButton {...google} mode="signup" texts={{ failed: t.googleInitFailed, error: t.googleInitError, divider: texts.signIn.orContinueWith, redirect: texts.signIn.continueWithGoogle }} onCredential={onGoogle} onError={setAuthError} />
    </div>
  )
}
