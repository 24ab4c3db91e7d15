// Completing the profile ("profile complete" in `web/src/auth/user.ts`: first and last name, email, business type)
// through PUT /auth/profile with the shared schema.
import { zodResolver } from '@hookform/resolvers/zod'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { get, useForm } from 'react-hook-form'

import type { Account } from '@kindred/cms/types'

import { authSchemas, type AuthTexts, type ProfileInput } from '~/auth/auth.schemas'
import { authFetch } from '~/auth/client'
import type { AuthResponse, User } from '~/auth/user'
import { isProfileComplete } from '~/auth/user'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import { NeedsScript } from '~/components/forms/NeedsScript'
import { readJsonAnswer } from '~/server/json-answer'

type Option = { slug: string; label: string }
type Values = { firstName: string; lastName: string; phone: string; businessType: string; organisation: { name: string; businessType: string } }
type Field = 'firstName' | 'lastName' | 'phone' | 'businessType' | 'organisation.name' | 'organisation.businessType'

const startValues = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
  businessType: user.businessType ?? '',
  organisation: { name: user.organisation?.name ?? '', businessType: user.organisation?.businessType ?? '' },
})

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:ring-2 focus:ring-brand-600 focus:outline-none'

type Props = { user: User; businessTypes: Option[]; texts: Account['profileForm']; forms: AuthTexts }

export function ProfileForm({ user, businessTypes, texts: t, forms }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<Values>({
    resolver: zodResolver(authSchemas(forms).profile) as never,
    mode: 'onTouched',
    defaultValues: startValues(user),
  })
  // Also rendered as each control's default: register() fills the controls only once the page has
  // hydrated, and until then (or without script) the member would see their details empty.
  const start = form.formState.defaultValues ?? {}
  const startOf = (name: Field) => get(start, name) as string | undefined
  const { errors, isSubmitting } = form.formState

  const onSubmit = async (values: Values) => {
    setResult(null)
    let body: AuthResponse | null
    try {
      const response = await authFetch('/auth/profile', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values satisfies ProfileInput) })
      body = await readJsonAnswer<AuthResponse>(response)
    } catch {
      // No answer at all (offline, or the connection dropped): nothing was necessarily saved.
      return setResult({ ok: false, message: t.failed })
    }
    if (!body?.success || !body.user) return setResult({ ok: false, message: body?.errorMessage ?? t.failed })
    // The saved details become the form's starting point; the form stays mounted, so the status
    // stays where the member is looking (and announced) while the page's other parts refresh.
    form.reset(startValues(body.user))
    setResult({ ok: true, message: t.saved })
    await router.invalidate()
  }

  const select = (name: 'businessType' | 'organisation.businessType', id: string, label: string) => (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} {...form.register(name)} defaultValue={startOf(name)} className={inputClass}>
        <option value="">{t.choose}</option>
        {businessTypes.map((type) => (
          <option key={type.slug} value={type.slug}>
            {type.label}
          </option>
        ))}
      </select>
    </div>
  )
  const text = (name: 'firstName' | 'lastName' | 'phone' | 'organisation.name', id: string, label: string, error?: string) => (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} {...form.register(name)} defaultValue={startOf(name)} className={inputClass} aria-invalid={error ? true : undefined} />
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  )

  return (
    <section aria-labelledby="profile-form-heading" className="card">
      <h2 id="profile-form-heading" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{isProfileComplete(user) ? t.complete : t.incomplete}</p>
      <form onBlurCapture={blurAfterPress} noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-5 grid gap-4 sm:grid-cols-2">
        {text('firstName', 'profile-first-name', t.firstNameLabel, errors.firstName?.message)}
        {text('lastName', 'profile-last-name', t.lastNameLabel, errors.lastName?.message)}
        {text('phone', 'profile-phone', t.phoneLabel, errors.phone?.message)}
        {select('businessType', 'profile-business-type', t.businessTypeLabel)}
        {text('organisation.name', 'profile-organisation', t.organisationNameLabel, errors.organisation?.name?.message)}
        {select('organisation.businessType', 'profile-organisation-type', t.organisationTypeLabel)}
        <div className="flex items-center gap-4 sm:col-span-2">
          {/* Enabled once hydrated: before, the browser would submit the form itself, putting the details in the address. */}
          {/* While saving it only says so (aria-disabled): a disabled button would drop the keyboard's focus to the page. */}
          <button
            type="submit"
            className="btn-primary aria-disabled:cursor-wait aria-disabled:opacity-70"
            disabled={!hydrated}
            aria-disabled={isSubmitting || undefined}
            onClick={(event) => {
              if (isSubmitting) event.preventDefault()
            }}
          >
            {isSubmitting ? t.saving : t.save}
          </button>
          <NeedsScript text={t.saveNeedsScript} />
          {result ? (
            <p role="status" className={result.ok ? 'text-emerald-700' : 'text-red-700'}>
              {result.message}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  )
}
