// One labelled control of the contact form, with its error tied to it for assistive technology.
import type { ReactNode } from 'react'

export const controlClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'

type Props = { id: string; label: string; hint?: string; error?: string; children: (aria: AriaProps) => ReactNode }
export type AriaProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }

export function ContactField({ id, label, hint, error, children }: Props) {
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {hint ? <span className="font-normal text-slate-500"> {hint}</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
