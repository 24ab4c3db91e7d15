// The registration form (`web/src/routes/register.tsx`; validation as decision 0094, events of
// `web/src/analytics/events.ts`, words from the `forms` global, decision 0050).
import { useHydrated, useNavigate } from '@tanstack/react-router'
import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'

import { track } from '~/analytics'
import { authMessages } from '~/auth/auth.messages'
import type { AuthTexts, RegisterInput } from '~/auth/auth.schemas'
import { authenticate, clearError, setAuthError, useAuth } from '~/auth/client'
import type { SignInReason } from '~/auth/search-params'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import { useLazyZodResolver, useResolverSettled } from '~/components/forms/lazy-zod-resolver'
import { useFieldsTypedBeforeHydration } from '~/components/forms/typed-before-hydration'
import { ErrorBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'
import { GoogleButton } from './GoogleButton'

type Props = {
  google: { clientId: string | null; redirectFlow: boolean }
  texts: AuthTexts
  /** Why the form, posted without script, was refused, and what was typed (never the password). */
  initialError?: string | null
  initialValues?: Omit<RegisterInput, 'password'>
  /** The page the visitor was on before signing in was asked of them: the new member goes back there. */
  returnTo?: string
  /** Why the visitor was sent to sign in, carried through Google's redirect flow. */
  reason?: SignInReason
}
const empty: RegisterInput = { firstName: '', lastName: '', email: '', password: '', company: '' }

export function RegisterForm({ google, texts, initialError = null, initialValues, returnTo, reason }: Props) {
  const t = texts.register
  const messages = authMessages(texts)
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).register))
  const navigate = useNavigate()
  const auth = useAuth()
  const hydrated = useHydrated()
  const start: RegisterInput = { ...empty, ...initialValues, password: '' }
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<RegisterInput>({ resolver, mode: 'all', defaultValues: start })
  const { errors } = form.formState
  // Invalid until the validation code has loaded (on the first focus): the form starts with no
  // password, so it cannot be valid before. Read only from then on (useResolverSettled).
  const checked = useResolverSettled(resolver)
  const formRef = useRef<HTMLFormElement>(null)
  useFieldsTypedBeforeHydration(form, formRef, resolver.preload)
  const isValid = checked && form.formState.isValid
  useEffect(() => {
    // Values typed while the code loaded are checked now, so the button reflects them.
    if (checked) void form.trigger()
  }, [checked, form])
  // The value is also rendered as the input's defaultValue: register() sets values only in the
  // browser, and a refused form posted without script must come back as typed.
  const field = (name: keyof RegisterInput) => ({ registration: form.register(name), defaultValue: start[name], error: errors[name]?.message, showError: shouldShow(form.formState, name) })
  const [postedError, setPostedError] = useState(initialError)

  const onSubmit = async (data: RegisterInput) => {
    setPostedError(null)
    const company = data.company?.trim()
    track('register_attempt', { has_company: Boolean(company) })
    const result = await authenticate('register', { ...data, company: company || undefined }, messages.registrationFailed)
    if (!result.success) {
      // The server's message if present, else 'Registration failed'.
      const error = result.errorMessage || t.failedFallback
      setAuthError(error)
      track('register_failed', { error })
      return
    }
    track('register_success', {})
    form.reset(empty)
    await goOn({ to: '/dashboard', search: { registered: 1 } })
  }

  // Back to the page that asked for an account (with the fragment the server never saw), else on
  // to the dashboard.
  const goOn = (dashboard: { to: '/dashboard'; search?: { registered: 1 } }) => (returnTo ? navigate({ href: `${returnTo}${window.location.hash}` }) : navigate(dashboard))

  const onGoogle = async (googleToken: string) => {
    const result = await authenticate('google', { googleToken }, messages.googleFailed)
    if (result.success) await goOn({ to: '/dashboard' })
  }

  // Enter in a field submits the form, which the disabled button (decision 0073) would silently stop: it
  // shows every field's error instead and moves to the first, as pressing an enabled button would.
  const showWhatIsMissing = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !hydrated || isValid || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    void form.handleSubmit(onSubmit)()
  }

  return (
    <div className="space-y-5">
      <ErrorBanner message={auth.error ?? postedError} dismissLabel={texts.signIn.dismissError} onDismiss={() => (auth.error ? clearError() : setPostedError(null))} />
      {/* Sent by the script; without it the browser posts it to /register (routes/register.tsx), after its own checks. */}
      <form
        ref={formRef}
        onBlurCapture={blurAfterPress}
        method="post"
        noValidate={hydrated}
        data-posts-without-script=""
        className="space-y-5"
        onFocus={resolver.preload}
        onSubmit={form.handleSubmit(onSubmit)}
        onKeyDown={showWhatIsMissing}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="register-first-name" label={t.firstNameLabel} autoComplete="given-name" placeholder={t.firstNamePlaceholder} required {...field('firstName')} />
          <Field id="register-last-name" label={t.lastNameLabel} autoComplete="family-name" placeholder={t.lastNamePlaceholder} required {...field('lastName')} />
        </div>
        <Field id="register-email" label={t.emailLabel} type="email" autoComplete="email" placeholder={t.emailPlaceholder} required {...field('email')} />
        <Field id="register-password" label={t.passwordLabel} type="password" autoComplete="new-password" placeholder={t.passwordPlaceholder} required minLength={8} {...field('password')} />
        <Field id="register-company" label={t.companyLabel} optionalHint={t.optionalHint} autoComplete="organization" placeholder={t.companyPlaceholder} {...field('company')} />
        {/* Decision 0073: disabled while invalid once the script can tell; before that the browser's own checks apply. */}
        <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading || (hydrated && !isValid)}>
          {auth.isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {auth.isLoading ? t.submitting : t.submit}
        </button>
      </form>
      <GoogleButton
        {...google}
        mode="signup"
        returnTo={returnTo}
        reason={reason}
        texts={{ failed: t.googleInitFailed, error: t.googleInitError, divider: texts.signIn.orContinueWith, redirect: texts.signIn.continueWithGoogle }}
        onCredential={onGoogle}
        onError={setAuthError}
      />
    </div>
  )
}
