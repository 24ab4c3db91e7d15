// The contact form (`web/src/routes/contact.tsx`, decision 0020; validation as decision 0094, texts from the
// `forms` global, decision 0050), in the CMS's words
// (the `forms` global, passed in as loader data). It validates with the
// same zod schema as POST /contact and posts JSON; without JavaScript it is an ordinary form
// post to the same URL, answered with this page (see noscript-state.ts).
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useForm } from 'react-hook-form'

import { track } from '~/analytics'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import { contactLimits, honeypotField } from '~/contact/contact.fields'
import type { ContactInput, ContactMessage, ContactTexts } from '~/contact/contact.schema'
import { useLazyZodResolver } from '~/components/forms/lazy-zod-resolver'
import { useFieldsTypedBeforeHydration, useTextTypedBeforeHydration } from '~/components/forms/typed-before-hydration'

import { ContactField, controlClass } from './ContactField'
import type { NoScriptOutcome } from './noscript-state'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { readJsonAnswer } from '~/server/json-answer'

/** The parts of the signed-in member the form uses (a subset of the auth work's Viewer). */
export type ContactViewer = {
  firstName: string
  lastName: string
  email: string
  businessType: string | null
  organisation: { name: string | null; businessType: string | null } | null
}

type Props = { typeOptions: { value: string; label: string }[]; viewer: ContactViewer | null; texts: ContactTexts; noScript: NoScriptOutcome }
type Status = 'idle' | 'submitting' | 'success' | 'failed'
const fields = ['name', 'email', 'phone', 'company', 'type', 'message'] as const

/** A member's form opens with full name, email, organisation name and business type. */
function initialValues(viewer: ContactViewer | null, typeOptions: Props['typeOptions']): ContactInput {
  const businessType = viewer?.organisation?.businessType ?? viewer?.businessType ?? ''
  return {
    name: viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : '',
    email: viewer?.email ?? '',
    phone: '',
    company: viewer?.organisation?.name ?? '',
    // Only a value the select offers; a business-type slug that is not one is left unselected.
    type: typeOptions.some((option) => option.value === businessType) ? (businessType as ContactInput['type']) : '',
    message: '',
  }
}

export function ContactForm({ typeOptions, viewer, texts, noScript }: Props) {
  const t = texts.contact
  const hydrated = useHydrated()
  // Read once: from then on the form's own state says what happened.
  const [{ failure: noScriptFailure, sent: sentWithoutScript }] = useState(noScript)
  const defaults = initialValues(viewer, typeOptions)
  // Also rendered as the inputs' defaultValue: register() alone sets values only in the browser,
  // and the server-rendered page (prefill, a failed no-JS post) must show them without script.
  const start: ContactInput = noScriptFailure ? { ...defaults, ...noScriptFailure.values } : defaults
  const resolver = useLazyZodResolver(() => import('~/contact/contact.schema').then(({ contactSchema }) => contactSchema(texts)))
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver,
    mode: 'onTouched',
    defaultValues: start,
    errors: noScriptFailure?.errors as never,
  })
  const { register, handleSubmit, reset, setError, formState } = form
  useTextTypedBeforeHydration('contact-message', (value) => form.setValue('message', value, { shouldDirty: true }))
  // The form hydrates on the visitor's first reach into it, and they type while its script loads.
  const formRef = useRef<HTMLFormElement>(null)
  useFieldsTypedBeforeHydration(form, formRef, resolver.preload)
  const [status, setStatus] = useState<Status>(noScriptFailure ? 'failed' : sentWithoutScript ? 'success' : 'idle')
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)

  // After "Sent!", the next edit starts a new message.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: () => setStatus((current) => (current === 'success' ? 'idle' : current)),
    })
  }, [form])

  const onSubmit = async (message: ContactMessage) => {
    if (inFlight.current) return // repeat submits are ignored while one is in flight
    inFlight.current = true
    setStatus('submitting')
    try {
      // A signed-in member proves the request is the site's own, so the desk files the message under them.
      const csrf = csrfToken()
      const response = await fetch('/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrf ? { [csrfHeaderName]: csrf } : {}) },
        body: JSON.stringify({ ...message, [honeypotField]: honeypot.current?.value || undefined }),
      })
      if (!response.ok) throw await responseError(response, setError)
      reset(defaults)
      setStatus('success')
    } catch (error) {
      setStatus('failed')
      track('contact_form_failed', { error: error instanceof Error ? error.message : String(error) })
    } finally {
      inFlight.current = false
    }
  }

  const submitting = status === 'submitting'
  const error = (name: (typeof fields)[number]) => formState.errors[name]?.message
  return (
    <form
      ref={formRef}
      onBlurCapture={blurAfterPress}
      method="post"
      action="/contact"
      noValidate={hydrated}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-label={t.formLabel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField id="contact-name" label={t.nameLabel} error={error('name')}>
          {(aria) => <input {...aria} {...register('name')} defaultValue={start.name} type="text" autoComplete="name" required maxLength={contactLimits.name} className={controlClass} />}
        </ContactField>
        <ContactField id="contact-email" label={t.emailLabel} error={error('email')}>
          {(aria) => <input {...aria} {...register('email')} defaultValue={start.email} type="email" autoComplete="email" required maxLength={contactLimits.email} className={controlClass} />}
        </ContactField>
        <ContactField id="contact-phone" label={t.phoneLabel} hint={t.optionalHint} error={error('phone')}>
          {(aria) => (
            <input
              {...aria}
              {...register('phone')}
              defaultValue={start.phone}
              type="tel"
              autoComplete="tel"
              placeholder={t.phonePlaceholder}
              maxLength={contactLimits.phone}
              className={controlClass}
            />
          )}
        </ContactField>
        <ContactField id="contact-company" label={t.companyLabel} error={error('company')}>
          {(aria) => <input {...aria} {...register('company')} defaultValue={start.company} type="text" autoComplete="organization" maxLength={contactLimits.company} className={controlClass} />}
        </ContactField>
      </div>
      <ContactField id="contact-type" label={t.typeLabel} error={error('type')}>
        {(aria) => (
          <select {...aria} {...register('type')} defaultValue={start.type} className={controlClass}>
            <option value="">{t.typePlaceholder}</option>
            {typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      <ContactField id="contact-message" label={t.messageLabel} error={error('message')}>
        {(aria) => <textarea {...aria} {...register('message')} defaultValue={start.message} rows={4} maxLength={contactLimits.message} className={controlClass} />}
      </ContactField>
      <Honeypot inputRef={honeypot} />
      <StatusMessage status={status} texts={t} />
      <button
        type="submit"
        // Without script the browser's own checks apply, so the button is never disabled before hydration.
        // While sending it only says so (aria-disabled; onSubmit ignores a repeat): disabled, it would
        // drop the keyboard's focus to the top of the page.
        disabled={hydrated && !submitting && !formState.isValid && status !== 'success'}
        aria-disabled={submitting}
        className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitting ? t.sending : status === 'success' ? t.sent : t.submit}
      </button>
    </form>
  )
}

/** Turns a failed answer into an Error, marking the server's field errors on the form. */
async function responseError(response: Response, setError: (name: (typeof fields)[number], error: { message: string }) => void): Promise<Error> {
  const body = await readJsonAnswer<{ errorMessage?: string; errors?: Record<string, string> }>(response)
  for (const [name, message] of Object.entries(body?.errors ?? {})) if ((fields as readonly string[]).includes(name)) setError(name as (typeof fields)[number], { message })
  return new Error(body?.errorMessage ?? `HTTP ${response.status}`)
}

function StatusMessage({ status, texts }: { status: Status; texts: ContactTexts['contact'] }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status === 'success' ? <p className="rounded-md bg-brand-50 p-4 text-brand-900">{texts.success}</p> : null}
      </div>
      <div role="alert">{status === 'failed' ? <p className="rounded-md border border-red-200 bg-red-50 p-4 text-red-700">{texts.failure}</p> : null}</div>
    </>
  )
}

/** Hidden from people (and assistive technology); simple bots fill it in. */
function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor="contact-website">Website</label>
      <input ref={inputRef} id="contact-website" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
