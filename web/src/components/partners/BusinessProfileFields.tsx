// The business profile form's fields: name and address (slug), type, description, place, the
// option sets of `web/src/partners/partners.options.ts`, website and Instagram, and whether the profile is listed.
// Free text has no `maxLength`: the browser counts UTF-16 units, so an emoji would count twice
// against a limit the server counts in characters, and a paste past it would be cut without a word.
// The schema says when text is too long instead.
import { Link } from '@tanstack/react-router'
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { useTextTypedBeforeHydration } from '~/components/forms/typed-before-hydration'
import { channels, limits, models, offers } from '~/partners/partners.options'
import { slugBaseFor } from '~/partners/slug'
import type { BusinessProfileData, BusinessProfileInput } from '~/partners/partners.schema'

import type { EditorCopy } from './BusinessProfileForm'
import { ChoiceGroup, controlClass, FormField } from './fields'
import { fill } from './format'

export type ProfileField = keyof BusinessProfileInput
type Props = {
  form: UseFormReturn<BusinessProfileInput, unknown, BusinessProfileData>
  copy: EditorCopy
  publicUrl: string
  /** Support keeps the business off the directory: the member cannot list it. */
  heldBySupport: boolean
}

export function BusinessProfileFields({ form, copy, publicUrl, heldBySupport }: Props) {
  const texts = copy.businessEditor
  const { register, formState } = form
  // Also rendered as each control's default: register() fills the controls only once the page has
  // hydrated, and until then (or without script) the member would see their profile's fields empty.
  const start = formState.defaultValues ?? {}
  useTextTypedBeforeHydration('business-description', (value) => form.setValue('description', value, { shouldDirty: true }))
  const error = (name: ProfileField) => formState.errors[name]?.message
  const [name, slug] = useWatch({ control: form.control, name: ['name', 'slug'] })
  const address = String(slug ?? '') || slugBaseFor(name ?? '')
  const options = (values: readonly string[], labels: Record<string, string>) => values.map((value) => ({ value, label: labels[value] ?? value }))
  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField id="business-name" label={texts.nameLabel} error={error('name')}>
          {(aria) => <input {...aria} {...register('name')} defaultValue={start.name} type="text" dir="auto" autoComplete="organization" className={controlClass} />}
        </FormField>
        <FormField id="business-slug" label={texts.slugLabel} hint={fill(texts.slugHint, { url: `${publicUrl}/partners/${address}` })} error={error('slug')}>
          {(aria) => (
            <input
              {...aria}
              {...register('slug')}
              defaultValue={String(start.slug ?? '')}
              type="text"
              maxLength={limits.slug}
              placeholder={slugBaseFor(name ?? '')}
              autoCapitalize="none"
              spellCheck={false}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id="business-type" label={texts.businessTypeLabel} error={error('businessType')}>
          {(aria) => (
            <select {...aria} {...register('businessType')} defaultValue={start.businessType} className={controlClass}>
              <option value="">{texts.chooseType}</option>
              {copy.businessTypes.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="business-website" label={texts.websiteLabel} error={error('website')}>
          {(aria) => (
            <input
              {...aria}
              {...register('website')}
              defaultValue={String(start.website ?? '')}
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={limits.website}
              placeholder={texts.websitePlaceholder}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField id="business-instagram" label={texts.instagramLabel} error={error('instagram')}>
          {(aria) => (
            <input
              {...aria}
              {...register('instagram')}
              defaultValue={String(start.instagram ?? '')}
              type="text"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={texts.instagramPlaceholder}
              className={controlClass}
            />
          )}
        </FormField>
      </div>
      <FormField id="business-description" label={texts.descriptionLabel} hint={texts.descriptionHint} error={error('description')}>
        {(aria) => <textarea {...aria} {...register('description')} defaultValue={start.description} dir="auto" rows={6} className={controlClass} />}
      </FormField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField id="business-suburb" label={texts.suburbLabel} error={error('suburb')}>
          {(aria) => <input {...aria} {...register('suburb')} defaultValue={start.suburb} type="text" autoComplete="address-level2" className={controlClass} />}
        </FormField>
        <FormField id="business-postcode" label={texts.postcodeLabel} error={error('postcode')}>
          {(aria) => (
            <input {...aria} {...register('postcode')} defaultValue={start.postcode} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={limits.postcode} className={controlClass} />
          )}
        </FormField>
      </div>
      <ChoiceGroup
        name="business-channels"
        legend={texts.channelsLabel}
        type="checkbox"
        options={options(channels, copy.labels.channels)}
        registration={register('channels')}
        selected={start.channels}
        error={error('channels')}
      />
      <ChoiceGroup
        name="business-offers"
        legend={texts.offersLabel}
        type="checkbox"
        options={options(offers, copy.labels.offers)}
        registration={register('offers')}
        selected={start.offers}
        error={error('offers')}
      />
      <ChoiceGroup
        name="business-models"
        legend={texts.modelsLabel}
        type="checkbox"
        options={options(models, copy.labels.models)}
        registration={register('models')}
        selected={start.models}
        error={error('models')}
      />
      {heldBySupport ? (
        // No box to tick: the server refuses to list a held business, and the form sends `listed: false`.
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="listing-held">
          <p className="font-medium text-slate-900">{texts.listedLabel}</p>
          <p className="mt-1 text-sm text-slate-700">
            {texts.heldNotice}{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
              {texts.heldContact}
            </Link>
          </p>
        </div>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              {...register('listed')}
              defaultChecked={Boolean(start.listed)}
              aria-describedby={error('listed') ? 'business-listed-hint business-listed-error' : 'business-listed-hint'}
              aria-invalid={error('listed') ? true : undefined}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>
              <span className="font-medium">{texts.listedLabel}</span>
              <span id="business-listed-hint" className="mt-1 block text-sm text-slate-600">
                {texts.listedHint}
              </span>
              {error('listed') ? (
                <span id="business-listed-error" className="mt-1 block text-sm text-red-700">
                  {error('listed')}
                </span>
              ) : null}
            </span>
          </label>
        </div>
      )}
    </>
  )
}
