// Form pieces of the partner forms: a labelled control with hint and error tied to it, and a
// group of checkboxes or radios in a fieldset (the option sets of `web/src/partners/partners.options.ts`).
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

export const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-600'

export type ControlAria = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }

type FieldProps = { id: string; label: string; hint?: string | null; error?: string; children: (aria: ControlAria) => ReactNode }

export function FormField({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500 wrap-anywhere">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type ChoiceProps = {
  name: string
  legend: string
  type: 'checkbox' | 'radio'
  options: { value: string; label: string }[]
  registration: UseFormRegisterReturn
  /** The values checked at first: in the markup, as register() checks them only once hydrated. */
  selected?: readonly (string | undefined)[]
  error?: string
}

export function ChoiceGroup({ name, legend, type, options, registration, selected, error }: ChoiceProps) {
  const errorId = `${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input type={type} value={option.value} {...registration} defaultChecked={selected?.includes(option.value)} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
