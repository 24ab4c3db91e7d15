// The Google button (Google Identity Services), shown only when the server has a client id.
// Without the script (blocked, or no JavaScript) the redirect flow /auth/google/start remains.
import { useEffect, useRef } from 'react'

import type { SignInReason } from '~/auth/search-params'

type Mode = 'signin' | 'signup'
/** The CMS's words: the two Google initialisation errors (decision 0012), the divider and the no-script link. */
export type GoogleTexts = { failed: string; error: string; divider: string; redirect: string }
type Props = {
  clientId: string | null
  redirectFlow: boolean
  mode: Mode
  texts: GoogleTexts
  /** The page the sign-in page returns to (its `redirect`), carried through the redirect flow too. */
  returnTo?: string
  /** Why the visitor was sent to sign in (its `reason`), shown again if the redirect flow fails. */
  reason?: SignInReason
  onCredential: (credential: string) => void
  onError: (message: string) => void
}

type Gis = {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: string }) => void
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void
    }
  }
}

declare global {
  interface Window {
    google?: Gis
  }
}

/** `/auth/google/start` with the sign-in page's `redirect` and `reason`, when it has them. */
function redirectFlowStart(returnTo: string | undefined, reason: SignInReason | undefined): string {
  const search = new URLSearchParams()
  if (returnTo) search.set('redirect', returnTo)
  if (reason) search.set('reason', reason)
  return search.size ? `/auth/google/start?${search.toString()}` : '/auth/google/start'
}

let script: Promise<void> | undefined
function loadScript(): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script')
    tag.src = 'https://accounts.google.com/gsi/client'
    tag.async = true
    tag.onload = () => resolve()
    tag.onerror = () => {
      script = undefined
      reject(new Error('script failed to load'))
    }
    document.head.appendChild(tag)
  })
  return script
}

export function GoogleButton({ clientId, redirectFlow, mode, texts, returnTo, reason, onCredential, onError }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const callbacks = useRef({ onCredential, onError, texts })
  useEffect(() => {
    callbacks.current = { onCredential, onError, texts }
  })

  useEffect(() => {
    if (!clientId) return
    let cancelled = false
    loadScript()
      .then(() => {
        if (cancelled || !container.current) return
        if (!window.google?.accounts?.id) return callbacks.current.onError(callbacks.current.texts.failed)
        try {
          window.google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => credential && callbacks.current.onCredential(credential) })
          window.google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', width: 320, text: mode === 'signin' ? 'signin_with' : 'signup_with' })
        } catch {
          callbacks.current.onError(callbacks.current.texts.error)
        }
      })
      .catch(() => !cancelled && callbacks.current.onError(callbacks.current.texts.failed))
    return () => {
      cancelled = true
    }
  }, [clientId, mode])

  if (!clientId) return null
  return (
    <div data-testid="google-button">
      <div className="relative my-6 flex items-center">
        <span className="flex-1 border-t border-slate-200" />
        <span className="px-3 text-sm text-slate-500">{texts.divider}</span>
        <span className="flex-1 border-t border-slate-200" />
      </div>
      <div ref={container} className="flex min-h-11 justify-center" />
      {redirectFlow ? (
        <noscript>
          <a href={redirectFlowStart(returnTo, reason)} className="btn-secondary mt-3 w-full justify-center">
            {texts.redirect}
          </a>
        </noscript>
      ) : null}
    </div>
  )
}
