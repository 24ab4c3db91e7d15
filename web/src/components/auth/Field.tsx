// A labelled input whose error shows only once the field is touched, changed or the form submitted (decision 0094).
import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  showError: boolean
  /** Shown after the label for an optional field, e.g. '(optional)'. */
  optionalHint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

export function Field({ id, label, registration, error, showError, optionalHint, ...input }: Props) {
  const visible = showError && error ? error : null
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optionalHint ? <span className="font-normal text-slate-500"> {optionalHint}</span> : null}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={visible ? true : undefined}
        aria-describedby={visible ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2.5 text-slate-900 shadow-sm focus:ring-2 focus:ring-brand-600 focus:outline-none ${visible ? 'border-red-500' : 'border-slate-300'}`}
      />
      {visible ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {visible}
        </p>
      ) : null}
    </div>
  )
}

/** Decision 0094: errors only after a field is touched or changed; an invalid submit marks all touched. */
export function shouldShow(state: { touchedFields: Record<string, unknown>; dirtyFields: Record<string, unknown>; submitCount: number }, name: string) {
  return Boolean(state.touchedFields[name] || state.dirtyFields[name] || state.submitCount > 0)
}
