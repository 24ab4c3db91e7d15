// Tells the member their session ended while a page was open (revoked, expired, replaced), on
// whatever page they are, the sign-in page included. Dismissible; gone once they sign in again.
import { useRouterState } from '@tanstack/react-router'
import { X } from 'lucide-react'

import { dismissNotice, useAuth } from '~/auth/client'
import { SmartLink } from '~/components/ui/SmartLink'

export function SessionNotice({ login, dismissLabel }: { login: { href: string; label: string }; dismissLabel: string }) {
  const { notice } = useAuth()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (!notice) return null
  return (
    <div role="status" data-testid="session-notice" className="border-t border-amber-200 bg-amber-50 text-amber-900">
      <div className="container-page flex items-center gap-3 py-2.5">
        <p className="flex-1">
          {notice}
          {pathname === login.href ? null : (
            <>
              {' '}
              <SmartLink href={login.href} className="font-semibold underline hover:text-amber-950">
                {login.label}
              </SmartLink>
            </>
          )}
        </p>
        <button type="button" onClick={dismissNotice} aria-label={dismissLabel} className="-m-1 flex size-11 items-center justify-center rounded hover:bg-amber-100">
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
