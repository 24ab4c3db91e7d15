// The sign-in form (`web/src/routes/login.tsx`; validation as decision 0094, words from the `forms` global,
// decision 0050): email, password, 'Sign In'.
import { Link, useNavigate } from '@tanstack/react-router'
import { Loader2 } from 'lucide-react'
import { useForm } from 'react-hook-form'

import { authMessages } from '~/auth/auth.messages'
import type { AuthTexts, LoginInput } from '~/auth/auth.schemas'
import { authenticate, clearError, setAuthError, useAuth } from '~/auth/client'
import type { SignInReason } from '~/auth/search-params'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import { useLazyZodResolver } from '~/components/forms/lazy-zod-resolver'
import { ErrorBanner } from './ErrorBanner'
import { Field, shouldShow } from './Field'
import { GoogleButton } from './GoogleButton'

type Props = {
  google: { clientId: string | null; redirectFlow: boolean }
  texts: AuthTexts
  initialError?: string | null
  /** The email of a sign-in posted without script and refused, shown again. */
  initialEmail?: string
  returnTo?: string
  /** Why the visitor was sent to sign in, carried through Google's redirect flow. */
  reason?: SignInReason
}

export function LoginForm({ google, texts, initialError, initialEmail = '', returnTo, reason }: Props) {
  const t = texts.signIn
  const messages = authMessages(texts)
  const resolver = useLazyZodResolver(() => import('~/auth/auth.schemas').then(({ authSchemas }) => authSchemas(texts).login))
  const navigate = useNavigate()
  const auth = useAuth()
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<LoginInput>({ resolver, mode: 'all', defaultValues: { email: initialEmail, password: '' } })
  const { errors } = form.formState
  const show = (name: keyof LoginInput) => shouldShow(form.formState, name)

  const finish = async (kind: 'login' | 'google', body: unknown, fallback: string) => {
    const result = await authenticate(kind, body, fallback)
    if (!result.success) return
    // The fragment of the link that led here (a proposal's, #proposal-12) came along through the
    // server's redirect to sign in; the server never saw it, so it is added back here.
    if (returnTo) await navigate({ href: `${returnTo}${window.location.hash}` })
    else await navigate({ to: '/dashboard' })
  }

  const error = auth.error ?? initialError ?? null
  return (
    <div className="space-y-5">
      {/* A refusal the server rendered (or Google's, `?error=google`) goes with the address that carries it; where to go next and why stay. */}
      <ErrorBanner
        message={error}
        dismissLabel={t.dismissError}
        onDismiss={() => (auth.error ? clearError() : navigate({ to: '/login', search: ({ redirect, reason }) => ({ redirect, reason }), replace: true }))}
      />
      {/* Sent by the script; without it the browser posts it to /login (routes/login.tsx). */}
      <form
        onBlurCapture={blurAfterPress}
        method="post"
        noValidate
        data-posts-without-script=""
        className="space-y-5"
        onFocus={resolver.preload}
        onSubmit={form.handleSubmit((data) => finish('login', data, messages.loginFailed))}
      >
        <Field
          id="login-email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          defaultValue={initialEmail}
          registration={form.register('email')}
          error={errors.email?.message}
          showError={show('email')}
        />
        <Field
          id="login-password"
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          placeholder={t.passwordPlaceholder}
          registration={form.register('password')}
          error={errors.password?.message}
          showError={show('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:text-brand-900">
            {t.forgotPassword}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full justify-center" disabled={auth.isLoading}>
          {auth.isLoading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {auth.isLoading ? t.submitting : t.submit}
        </button>
      </form>
      <GoogleButton
        {...google}
        mode="signin"
        returnTo={returnTo}
        reason={reason}
        texts={{ failed: t.googleInitFailed, error: t.googleInitError, divider: t.orContinueWith, redirect: t.continueWithGoogle }}
        onCredential={(googleToken) => finish('google', { googleToken }, messages.googleFailed)}
        onError={setAuthError}
      />
    </div>
  )
}
