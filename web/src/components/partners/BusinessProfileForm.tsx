// The member's business profile editor (/dashboard/business, `PUT /auth/business-profile`, decision 0042):
// react-hook-form with the server's zod schema, the server's field errors on the same fields, and a
// live preview of the public card. The slug is made from the name unless the member edits it.
import { profileFieldNames, profileFields, type ProfileText } from '@kindred/cms/profile-fields'
import type { Directory } from '@kindred/cms/types'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useBlocker, useHydrated, useRouter } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch, type Control } from 'react-hook-form'

import { track } from '~/analytics'
import { useBlurAfterPress } from '~/components/forms/blur-after-press'
import { NeedsScript } from '~/components/forms/NeedsScript'
import type { PartnersCopyBase } from '~/content/directory.functions'
import { saveMyBusinessProfile } from '~/partners/partners.functions'
import { channels, models, offers, typeNameFromSlug, type BusinessProfile, type Partner } from '~/partners/partners.options'
import { slugBaseFor } from '~/partners/slug'
import { businessProfileSchema, type BusinessProfileData, type BusinessProfileInput } from '~/partners/partners.schema'

import { BusinessProfileFields, type ProfileField } from './BusinessProfileFields'
import { PartnerCard } from './PartnerCard'

export type EditorCopy = PartnersCopyBase & Pick<Directory, 'businessEditor' | 'directoryPage'>
/** What a new profile starts from: the member's account (organisation name and type). */
export type ProfileStart = { name: string; businessType: string; verified: boolean; memberSince: string }
type Props = { profile: BusinessProfile | null; heldBySupport: boolean; start: ProfileStart; copy: EditorCopy }

/**
 * `saved` in the order of `options`, the order of the page's checkboxes: the form reads a group's
 * value in page order, and a profile saved through the API keeps its own, which would otherwise
 * count as a change nobody made.
 */
const inPageOrder = <T extends string>(saved: readonly T[] | undefined, options: readonly T[]): T[] => options.filter((option) => saved?.includes(option))

/** The text fields' values (@kindred/cms/profile-fields): the saved profile's, else the account's name and type, else empty. */
const startingText = (profile: BusinessProfile | null, start: ProfileStart) =>
  Object.fromEntries(profileFieldNames.map((name) => [name, profile?.[name] ?? (name === 'name' || name === 'businessType' ? start[name] : '')])) as Record<keyof ProfileText, string>

function initialValues(profile: BusinessProfile | null, start: ProfileStart): BusinessProfileInput {
  return {
    ...startingText(profile, start),
    slug: profile?.slug ?? '',
    channels: inPageOrder(profile?.channels, channels),
    offers: inPageOrder(profile?.offers, offers),
    models: inPageOrder(profile?.models, models),
    listed: profile?.listed ?? false,
  }
}

/** The text fields as typed so far, as a card shows them: an optional one left empty is null. */
const typedText = (values: Partial<Record<keyof ProfileText, unknown>>) =>
  Object.fromEntries(profileFieldNames.map((name) => [name, String(values[name] ?? '') || (profileFields[name].optional ? null : '')])) as ProfileText

export function BusinessProfileForm({ profile, heldBySupport, start, copy }: Props) {
  const router = useRouter()
  const texts = copy.businessEditor
  const [saved, setSaved] = useState<BusinessProfile | null>(profile)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const hydrated = useHydrated()
  const blurAfterPress = useBlurAfterPress()
  const form = useForm<BusinessProfileInput, unknown, BusinessProfileData>({
    resolver: zodResolver(businessProfileSchema),
    mode: 'onTouched',
    // The first field to correct in the page's order takes the focus (focusFirst), not the first
    // react-hook-form registered: the option groups register before the fields above them.
    shouldFocusError: false,
    defaultValues: initialValues(profile, start),
  })
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirst = (names: string[]) => {
    const wanted = new Set(names)
    const first = [...(formRef.current?.elements ?? [])].find((element) => wanted.has((element as HTMLInputElement).name))
    ;(first as HTMLElement | undefined)?.focus()
  }

  // A held business is saved unlisted, whatever the box said before the hold reached this page.
  useEffect(() => {
    if (heldBySupport) form.setValue('listed', false)
  }, [heldBySupport, form])

  // Leaving with edits not saved asks first: within the site in the CMS's words, on closing or
  // reloading the tab with the browser's own question. A save resets the form, so it never asks after one.
  const { isDirty, isSubmitting } = form.formState
  useBlocker({
    shouldBlockFn: () => isDirty && !isSubmitting && !window.confirm(texts.unsavedChanges),
    enableBeforeUnload: () => isDirty,
  })

  const onSubmit = async (values: BusinessProfileData) => {
    setOutcome(null)
    try {
      // The version this edit started from: a save over a change made since (another tab, support) is refused.
      const result = await saveMyBusinessProfile({ data: { ...values, updatedAt: saved?.updatedAt } })
      if (!result.success) {
        const fields = Object.entries(result.errors ?? {})
        for (const [name, message] of fields) form.setError(name as ProfileField, { message })
        // As with the browser's own checks, the first field to correct takes the focus.
        focusFirst(fields.map(([name]) => name))
        setOutcome({ ok: false, message: result.errorMessage || texts.failed })
        // Support took the business off the directory while the page was open: show it as held.
        if (result.errors?.listed) await router.invalidate()
        return
      }
      track('business_profile_saved', { listed: result.profile.listed, created: !saved })
      form.reset(initialValues(result.profile, start))
      setSaved(result.profile)
      setOutcome({ ok: true, message: texts.saved })
      await router.invalidate()
    } catch {
      // Nothing answered (the connection, or a server error): no field to check, and the form keeps what was typed.
      setOutcome({ ok: false, message: texts.saveFailed })
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) return event.preventDefault()
    void form.handleSubmit(onSubmit, (errors) => focusFirst(Object.keys(errors)))(event)
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <form onBlurCapture={blurAfterPress} ref={formRef} noValidate onSubmit={submit} className="card space-y-6 lg:col-span-2" aria-labelledby="business-heading">
        <BusinessProfileFields form={form} copy={copy} publicUrl={copy.env.publicUrl} heldBySupport={heldBySupport} />
        <div className="flex flex-wrap items-center gap-4">
          {/* Enabled once hydrated: before, the browser would submit the form itself, putting the profile in the address.
              While saving it stays focusable (aria-disabled, and `submit` ignores a second press): a
              disabled button drops the keyboard's focus to the top of the page. */}
          <button type="submit" className="btn-primary" disabled={!hydrated} aria-disabled={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? texts.saving : texts.save}
          </button>
          <NeedsScript text={texts.saveNeedsScript} />
          {saved?.listed ? (
            <Link to="/partners/$slug" params={{ slug: saved.slug }} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
              {texts.viewPublic}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        <div role="status" aria-live="polite">
          {outcome ? <p className={`rounded-lg border p-3 ${outcome.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'}`}>{outcome.message}</p> : null}
        </div>
      </form>
      <aside aria-labelledby="preview-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="preview-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {texts.previewHeading}
        </h2>
        <Preview control={form.control} saved={saved} start={start} copy={copy} />
      </aside>
    </div>
  )
}

/** The public card as it will look, from the values being typed. */
function Preview({ control, saved, start, copy }: { control: Control<BusinessProfileInput, unknown, BusinessProfileData>; saved: BusinessProfile | null; start: ProfileStart; copy: EditorCopy }) {
  const values = useWatch({ control })
  const partner: Partner = {
    ...typedText(values),
    slug: String(values.slug ?? '') || slugBaseFor(values.name ?? ''),
    name: values.name || '…',
    channels: (values.channels ?? []) as Partner['channels'],
    offers: (values.offers ?? []) as Partner['offers'],
    models: (values.models ?? []) as Partner['models'],
    verified: saved?.verified ?? start.verified,
    memberSince: saved?.memberSince ?? start.memberSince,
    collaborations: saved?.collaborations ?? 0,
    rating: saved?.rating ?? null,
    reviewCount: saved?.reviewCount ?? 0,
    verifiedPartner: saved?.verifiedPartner ?? false,
  }
  const typeLabel = copy.businessTypes.find((type) => type.slug === partner.businessType)?.label ?? (partner.businessType ? typeNameFromSlug(partner.businessType) : '')
  return <PartnerCard partner={partner} texts={copy.directoryPage} labels={copy.labels} typeLabel={typeLabel} preview headingLevel="h3" />
}
