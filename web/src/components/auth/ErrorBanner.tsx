// The dismissible error banner of the sign-in pages (errors come from the auth state; their words are the
// `forms` global, decision 0050).
// A refusal rendered by the server (a form sent without script) shows no dismiss button until the
// page's script runs: before that, the button could not do anything.
import { useHydrated } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { useRef } from 'react'

export function ErrorBanner({ message, dismissLabel, onDismiss }: { message: string | null; dismissLabel: string; onDismiss: () => void }) {
  const hydrated = useHydrated()
  const banner = useRef<HTMLDivElement>(null)
  if (!message) return null
  // The dismiss button leaves with the banner: the keyboard's focus moves on to the form's first
  // field (the banner sits above the form it speaks of) rather than to the top of the page.
  const dismiss = () => {
    const next = banner.current?.parentElement?.querySelector<HTMLElement>('form input:not([type="hidden"]), form select, form textarea')
    onDismiss()
    next?.focus()
  }
  return (
    <div ref={banner} role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      <p className="flex-1">{message}</p>
      {hydrated ? (
        <button type="button" onClick={dismiss} aria-label={dismissLabel} className="-m-1 rounded p-1 hover:bg-red-100">
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  )
}

const statusTones = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  notice: 'border-brand-200 bg-brand-50 text-brand-900',
}

/** A polite status line (announced, never taking the focus), in the tone of what it says. */
function StatusBanner({ message, tone }: { message: string | null; tone: keyof typeof statusTones }) {
  if (!message) return null
  return (
    <div role="status" className={`rounded-lg border px-4 py-3 ${statusTones[tone]}`}>
      {message}
    </div>
  )
}

export const SuccessBanner = ({ message }: { message: string | null }) => <StatusBanner message={message} tone="success" />

/** A word on why the visitor is here (e.g. sent to sign in to propose), announced like the success banner. */
export const NoticeBanner = ({ message }: { message: string | null }) => <StatusBanner message={message} tone="notice" />
